import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
// dates through Intl (shared/domain/german-date), not date-fns: the front page's first load carries no date library
import { germanDate } from '../../../shared/domain/german-date';
import type { FrontPageBlocks, Post } from '../../../shared/schemas/cms';
import { postPath } from '../../../shared/domain/cms-post';
import { AppLink } from '../../../ui/app-link';
import { failedAlready, FALLBACK_IMAGE } from '../../../ui/image';
import { cmsQueries } from '../../cms/cms.queries';
import { newsTeaserFilters } from '../home-blocks';
import { homeTexts } from '../home-texts';
import { truncate } from '../../../shared/domain/short-text';
import { htmlToText } from '../../../ui/html-text';


type Props = { block: NonNullable<FrontPageBlocks['news_teaser']>; loggedIn: boolean; excludedCategories?: string[] };

/** The three newest posts for this reader (see docs/content.md#front-pages) and the way to all news. */
export function NewsTeaserBlock({ block, loggedIn, excludedCategories }: Props) {
  const categories = useQuery(cmsQueries.categories());
  const filters = newsTeaserFilters(categories.data, loggedIn, excludedCategories);
  const posts = useQuery({ ...cmsQueries.posts(filters ?? {}), enabled: !!filters });
  return (
    <section className="home-block home-news">
      <h2>{block.headline}</h2>
      {!!posts.data?.posts.length && (
        <ul className="home-news__list">
          {posts.data.posts.map((post) => (
            <li key={post.id} className="home-card">
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <p className="home-news__all">
        <Link to="/aktuelles" className="home-button">
          {homeTexts.allNews}
        </Link>
      </p>
    </section>
  );
}

function NewsCard({ post }: { post: Post }) {
  const image = post.featured_image_src;
  const text = post.acf.short_text || htmlToText(post.excerpt.rendered);
  return (
    <AppLink href={postPath(post)} className="home-card__link">
      <img
        className="home-news__image"
        src={image?.medium || FALLBACK_IMAGE}
        alt={image?.alt ?? ''}
        loading="lazy"
        decoding="async"
        // a picture that failed before the app took a server-drawn page over reached no onError (ui/image.tsx)
        ref={(img) => {
          if (img && failedAlready(img) && !img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE;
        }}
        onError={(e) => {
          if (!e.currentTarget.src.endsWith(FALLBACK_IMAGE)) e.currentTarget.src = FALLBACK_IMAGE;
        }}
      />
      <time dateTime={post.date}>{germanDate(post.date)}</time>
      <h3>{htmlToText(post.title.rendered)}</h3>
      <p>{truncate(text)}</p>
    </AppLink>
  );
}
