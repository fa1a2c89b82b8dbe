import type { Post } from '../../../shared/schemas/cms';
import { postPath } from '../../../shared/domain/cms-post';
import { AppLink } from '../../../ui/app-link';
import { CmsImage } from '../../../ui/cms-image';
import { htmlToText } from '../../../ui/html-text';
import { postDate, shortText } from '../post-text';

/** A post in a list: picture, date, title and the short text; the whole card links to the post. */
export function PostCard({ post, pinned = false }: { post: Post; pinned?: boolean }) {
  const image = post.featured_image_src;
  return (
    <article className={`post-card${pinned ? ' post-card--pinned' : ''}`}>
      <AppLink href={postPath(post)} className="post-card__link">
        <CmsImage className="post-card__image" src={pinned ? image?.src : image?.medium} alt={image?.alt ?? ''} />
        <div className="post-card__body">
          {pinned && <span className="post-card__badge">Angepinnt</span>}
          <time dateTime={post.date}>{postDate(post)}</time>
          <h2 className="post-card__title">{htmlToText(post.title.rendered)}</h2>
          <p>{shortText(post)}</p>
        </div>
      </AppLink>
    </article>
  );
}
