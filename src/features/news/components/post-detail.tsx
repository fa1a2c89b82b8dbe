import type { Post } from '../../../shared/schemas/cms';
import { CmsImage } from '../../../ui/cms-image';
import { htmlToText } from '../../../ui/html-text';
import { SafeHtml } from '../../../ui/safe-html';
import { postDate } from '../post-text';
import '../news.css';

/**
 * A post at /{category}/{slug} (see docs/content.md#news-and-blog): hero image, title, date, sanitised content. Its
 * route's head() names the document.
 */
export function PostDetail({ post }: { post: Post }) {
  const title = htmlToText(post.title.rendered);
  const image = post.featured_image_src;
  return (
    <article className="post-detail">
      {image && (
        <CmsImage className="post-detail__hero" src={image.src} srcSet={image.srcset || undefined} sizes="(min-width: 1180px) 1180px, 100vw" alt={image.alt} loading="eager" />
      )}
      <h1>{title}</h1>
      <p className="post-detail__meta">
        <time dateTime={post.date}>{postDate(post)}</time>
        {post.status === 'draft' && ' · Vorschau'}
      </p>
      <SafeHtml className="prose" html={post.content.rendered} />
    </article>
  );
}
