import { useMatches } from '@tanstack/react-router';
import { siteUrl } from '../lib/site-origin';
import { postPath } from '../shared/domain/cms-post';
import { pageTitle, texts } from '../shared/domain/texts';
import type { Post } from '../shared/schemas/cms';
import { htmlToText } from './html-text';

/*
 * The document head of every page, built by the routes' head() on the server (which writes it into the HTML for
 * crawlers and link previews) and in the browser: nothing here may touch window or document.
 */

/** Every page's description unless its route's head() names another; index.html has none, or there would be two. */
export const DEFAULT_DESCRIPTION = 'Lesefunke: interaktive Boardstories für Schule, Unterricht und Bibliothek.';
/** The picture of a link preview for a page without one of its own. */
export const SITE_ICON = '/icons/icon-512.png';
// search engines show about this many characters of a description
const DESCRIPTION_MAX = 160;

/** What a head() reads of its route's match: only a page that loaded names the document. */
type HeadMatch = { status: string };
type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/**
 * The root's head(): the site name alone, or the error page's title, and the default description. An error
 * page (404, 500, offline) is nobody's to index; a failed route's own head() returns nothing, so the root says so.
 */
export function siteHead(errorTitle: string | undefined) {
  const meta: MetaTag[] = [{ title: pageTitle(errorTitle) }, { name: 'description', content: DEFAULT_DESCRIPTION }];
  if (errorTitle !== undefined) meta.push({ name: 'robots', content: 'noindex' });
  return { meta };
}

/**
 * A route's head(): the document title "{title} | Lesefunke" (see docs/interface.md#layout) and a description.
 * Nothing while the title is unknown or the route failed to load: then the root's head() names the document
 * (the site name, or the error page's title). For pages behind a login or a token, which nobody shares or finds.
 */
export function pageHead(match: HeadMatch, title: string | undefined, description?: string) {
  if (match.status !== 'success' || title === undefined) return {};
  return { meta: [{ title: pageTitle(title) }, ...(description ? [{ name: 'description', content: description }] : [])] };
}

/** What a public page tells search engines and link previews about itself. */
export type PublicPage = {
  /** its own title; none for the front page, which the site name alone names */
  title?: string;
  /** plain text, shortened here; none: the site's */
  description?: string;
  /** its address: the path and only what identifies the page in the query ('/boardstories?p=2') */
  path: string;
  /** search results, filtered lists and drafts: views of other pages, so no canonical link of their own */
  noindex?: boolean;
  /** 'article' for a story or post, 'website' (the default) for the rest */
  type?: 'website' | 'article';
  /** the page's own picture (path or absolute URL); none: the site's icon */
  image?: string;
};

/** The plain text on one line, cut at a word near 160 characters (a single long word is cut where it must). */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  // the last space at or before the limit ends the last whole word (truncate() of short-text.ts cuts inside one)
  const space = flat.lastIndexOf(' ', DESCRIPTION_MAX);
  return `${flat.slice(0, space > 0 ? space : DESCRIPTION_MAX).trimEnd()}…`;
}

/**
 * A public page's head(): title, description, canonical link (or robots noindex), Open Graph and Twitter
 * card, each address absolute. The route's meta replace the root's of the same name; links are not merged,
 * so only routes give a canonical link. Nothing until the page loaded, as pageHead().
 */
export function publicHead(match: HeadMatch, page: PublicPage | undefined) {
  if (match.status !== 'success' || !page) return {};
  const title = page.title ?? texts.siteName;
  const description = metaDescription(page.description || DEFAULT_DESCRIPTION);
  const url = siteUrl(page.path);
  const image = siteUrl(page.image || SITE_ICON);
  const meta: MetaTag[] = [
    { title: pageTitle(page.title) },
    { name: 'description', content: description },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: texts.siteName },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    // the large card only for a picture of the page's own: the icon is square and small
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  return { meta, links: page.noindex ? [] : [{ rel: 'canonical', href: url }] };
}

/** The path of a list page: its page number beyond the first identifies it, filters and search terms do not. */
export const listPath = (path: string, page: number | undefined) => (page && page > 1 ? `${path}?p=${page}` : path);

type CmsHeadPost = Pick<Post, 'type' | 'slug' | 'status' | 'category_slugs' | 'title' | 'excerpt' | 'yoast_head_json' | 'featured_image_src'>;

/**
 * A CMS page's or post's head(): the SEO title and description of its meta, else its own title and excerpt (see
 * docs/content.md#cms-pages); its featured picture; a draft (a preview) is not indexed.
 */
export function cmsHead(match: HeadMatch, post: CmsHeadPost | undefined) {
  return publicHead(
    match,
    post && {
      title: post.yoast_head_json?.title || htmlToText(post.title.rendered),
      description: post.yoast_head_json?.description || htmlToText(post.excerpt.rendered),
      path: postPath(post),
      noindex: post.status !== 'publish',
      type: post.type === 'post' ? 'article' : 'website',
      image: post.featured_image_src?.src,
    },
  );
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
