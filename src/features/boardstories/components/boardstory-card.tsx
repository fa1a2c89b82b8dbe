import { Link } from '@tanstack/react-router';
import { useIdle } from '../../../lib/use-idle';
import { FALLBACK_IMAGE, Image } from '../../../ui/image';
import type { BoardstoryListItem, Image as ImageData } from '../../../shared/schemas/boardstories';
import { storyParams } from '../../../lib/story-params';

// three cards a row from lg, two from sm (boardstories.css)
const CARD_SIZES = '(min-width: 1024px) 33vw, (min-width: 512px) 50vw, 100vw';

/**
 * One story of the overview: its first teaser image and title, the whole card linking to its page. The picture
 * is asked for once the page has painted: on a phone every card lies below the first screen, but within the
 * distance at which lazy pictures load at once, so ten pictures (110 KB) shared the line with the first screen's
 * scripts. The card keeps its 4:3 shape meanwhile (boardstories.css), so nothing moves when they come.
 */
export function BoardstoryCard({ story, image, headingLevel = 2 }: { story: BoardstoryListItem; image?: ImageData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const painted = useIdle();
  return (
    <article className="story-card">
      <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(story.slug)} className="story-card__link">
        <div className="story-card__image">
          {image ? (
            painted && <Image path={image.path} alt={image.alt} sizes={CARD_SIZES} />
          ) : (
            // no teaser image (yet): keep the card's shape with the neutral picture
            <img src={FALLBACK_IMAGE} alt="" />
          )}
        </div>
        <Heading className="story-card__title">{story.title}</Heading>
      </Link>
    </article>
  );
}
