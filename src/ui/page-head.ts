import { useMatches } from '@tanstack/react-router';
import { pageTitle, texts } from '../shared/domain/texts';
import type { Post } from '../shared/schemas/cms';
import { htmlToText } from './html-text';

/** What a head() reads of its route's match: only a page that loaded names the document. */
type HeadMatch = { status: string };

/**
 * A route's head(): the document title "{title} | Lesefunke" (see docs/interface.md#layout) and, for CMS pages and
 * posts, the description from their meta. Nothing while the title is unknown or the route failed to load:
 * then the root's head() names the document (the site name, or the error page's title).
 */
export function pageHead(match: HeadMatch, title: string | undefined, description?: string) {
  if (match.status !== 'success' || title === undefined) return {};
  return { meta: [{ title: pageTitle(title) }, ...(description ? [{ name: 'description', content: description }] : [])] };
}

/**
 * A CMS page's or post's head(): the SEO title and description of its meta, else its own title (see
 * docs/content.md#cms-pages).
 */
export function cmsHead(match: HeadMatch, post: Pick<Post, 'title' | 'yoast_head_json'> | undefined) {
  return pageHead(match, post && (post.yoast_head_json?.title || htmlToText(post.title.rendered)), post?.yoast_head_json?.description);
}

// what pageTitle() puts after a page's own title
const SUFFIX = ` | ${texts.siteName}`;

/** The page's own title without the site name, as the deepest route's head() gave it: the breadcrumb ends with it. */
export function useCurrentPageTitle(): string {
  return useMatches({
    select: (matches) => {
      let title: string | undefined;
      // as HeadContent reads them: the deepest title, up to the first route that did not load
      for (const match of matches) {
        title = match.meta?.find((meta) => meta?.title)?.title ?? title;
        if (match.status !== 'success' || match._notFound) break;
      }
      return title?.endsWith(SUFFIX) ? title.slice(0, -SUFFIX.length) : '';
    },
  });
}
