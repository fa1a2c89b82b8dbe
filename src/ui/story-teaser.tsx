import { Link } from '@tanstack/react-router';
import type { ImagePaths } from '../shared/domain/images';
import { FALLBACK_IMAGE, Image } from './image';
import './story-teaser.css';
import { storyParams } from '../lib/story-params';

// up to four teasers a row on wide screens, two on tablets, one on phones (story-teaser.css)
const SIZES = '(min-width: 1024px) 25vw, (min-width: 512px) 50vw, 100vw';

type Props = { slug: string; title: string; image: ImagePaths | null | undefined; headingLevel?: 2 | 3 };

/** A boardstory as a card linking to its page, for content pages, the front page and search results. */
export function StoryTeaser({ slug, title, image, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="story-teaser">
      <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(slug)} className="story-teaser__link">
        <div className="story-teaser__image">{image ? <Image path={image} alt="" sizes={SIZES} /> : <img src={FALLBACK_IMAGE} alt="" />}</div>
        <Heading className="story-teaser__title">{title}</Heading>
      </Link>
    </article>
  );
}
