import type { cmsCategories, cmsPosts } from '../db/schema';
import type { Category, FeaturedImageSrc, Post, WpLinks } from '../../shared/schemas/cms';

export type PostRow = typeof cmsPosts.$inferSelect;
export type CategoryRow = typeof cmsCategories.$inferSelect;
export type PostCategory = Pick<CategoryRow, 'id' | 'slug' | 'name'>;
/** Absolute addresses the answers name: the site and its content API (WordPress' home_url and rest_url). */
export type SiteUrls = { site: string; api: string };

// for_guests only says who may read a post; the detail path uses the content category.
const PATH_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];
/** The one author of the built-in content: WordPress always names one. */
export const AUTHOR_ID = 1;
/**
 * The built-in keeps a post's picture on the post; its media id (featured_media, /wp/v2/media/{id}) is the
 * post's id moved past any post id, so the two never meet in one number as they never do in WordPress.
 */
export const MEDIA_ID_OFFSET = 1_000_000;

/** Site-relative path of a post or page, as the browser routes it: /{category}/{slug} or /{slug}. */
export function postLink(row: Pick<PostRow, 'type' | 'slug'>, categories: Pick<PostCategory, 'slug'>[]): string {
  if (row.type === 'page') return `/${row.slug}`;
  const primary = categories.find((c) => PATH_CATEGORIES.includes(c.slug)) ?? categories[0];
  return primary ? `/${primary.slug}/${row.slug}` : `/post/${row.slug}`;
}

const berlin = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
/** WordPress' `date`: site time (Europe/Berlin) without an offset. */
export const siteTime = (d: Date) => berlin.format(d).replace(' ', 'T');
/** WordPress' `date_gmt`: UTC without an offset. */
export const gmtTime = (d: Date) => d.toISOString().slice(0, 19);

const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

export function categoryLinks(id: number, urls: SiteUrls): WpLinks {
  return {
    self: [{ href: `${urls.api}/wp/v2/categories/${id}` }],
    collection: [{ href: `${urls.api}/wp/v2/categories` }],
    'wp:post_type': [{ href: `${urls.api}/wp/v2/posts?categories=${id}` }],
    curies: CURIES,
  };
}

/** A category as wp/v2/categories answers it. */
export function toWpCategory(row: CategoryRow, count: number, urls: SiteUrls): Category {
  return {
    id: row.id,
    count,
    description: row.description,
    link: `${urls.site}/category/${row.slug}/`,
    name: row.name,
    slug: row.slug,
    taxonomy: 'category',
    parent: row.parent,
    meta: [],
    _links: categoryLinks(row.id, urls),
  };
}

/** Links of a post or page; only relations the built-in answers (no comments, revisions or post types). */
function postLinks(row: PostRow, urls: SiteUrls): WpLinks {
  const base = `${urls.api}/wp/v2/${row.type}s`;
  return {
    self: [{ href: `${base}/${row.id}` }],
    collection: [{ href: base }],
    author: [{ embeddable: true, href: `${urls.api}/wp/v2/users/${AUTHOR_ID}` }],
    ...(row.featuredImage && { 'wp:featuredmedia': [{ embeddable: true, href: `${urls.api}/wp/v2/media/${MEDIA_ID_OFFSET + row.id}` }] }),
    ...(row.type === 'post' && {
      'wp:term': [
        { taxonomy: 'category', embeddable: true, href: `${urls.api}/wp/v2/categories?post=${row.id}` },
        { taxonomy: 'post_tag', embeddable: true, href: `${urls.api}/wp/v2/tags?post=${row.id}` },
      ],
    }),
    curies: CURIES,
  };
}

function featuredImageSrc(row: PostRow): FeaturedImageSrc {
  if (!row.featuredImage) return null;
  const { src, srcset, medium, alt } = row.featuredImage;
  return { src, srcset, medium, alt };
}

/** A stored row in WordPress' REST shape (wp/v2/posts and wp/v2/pages, with the plugin's fields). */
export function toWpPost(row: PostRow, categories: PostCategory[], urls: SiteUrls): Post {
  const path = postLink(row, categories);
  const isPost = row.type === 'post';
  return {
    id: row.id,
    date: siteTime(row.date),
    date_gmt: gmtTime(row.date),
    guid: { rendered: `${urls.site}${path}` },
    modified: siteTime(row.modified),
    modified_gmt: gmtTime(row.modified),
    slug: row.slug,
    status: row.status,
    type: row.type,
    // the app's own path: today's browser client routes by it (WordPress answers an absolute permalink)
    link: path,
    title: { rendered: row.title },
    content: { rendered: row.content, protected: false },
    excerpt: { rendered: row.excerpt, protected: false },
    author: AUTHOR_ID,
    featured_media: row.featuredImage ? MEDIA_ID_OFFSET + row.id : 0,
    ...(!isPost && { parent: row.parent, menu_order: 0 }),
    comment_status: 'closed',
    ping_status: 'closed',
    ...(isPost && { sticky: row.acf.highlighted === true }),
    template: row.template,
    ...(isPost && { format: 'standard' }),
    meta: [],
    ...(isPost && { categories: categories.map((c) => c.id), tags: [] }),
    acf: row.acf,
    category_slugs: categories.map((c) => c.slug),
    featured_image_src: featuredImageSrc(row),
    yoast_head_json: row.yoast,
    _links: postLinks(row, urls),
  };
}

const mimeOf = (url: string) => (url.endsWith('.svg') ? 'image/svg+xml' : url.endsWith('.png') ? 'image/png' : url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
/** The width a srcset gives a URL, if any. */
const srcsetWidth = (srcset: string, url: string) =>
  Number(srcset.split(',').map((s) => s.trim().split(/\s+/)).find(([u]) => u === url)?.[1]?.replace(/w$/, '')) || undefined;

/** A post's featured picture as a WordPress attachment in the embed context (wp:featuredmedia, wp/v2/media/{id}). */
export function toWpMedia(row: PostRow, urls: SiteUrls): Record<string, unknown> | null {
  const image = row.featuredImage;
  if (!image) return null;
  const id = MEDIA_ID_OFFSET + row.id;
  const width = image.width ?? srcsetWidth(image.srcset, image.src) ?? 0;
  const height = image.height ?? 0;
  const mediumWidth = srcsetWidth(image.srcset, image.medium) ?? width;
  const size = (url: string, w: number) => ({
    file: fileOf(url),
    width: w,
    height: width ? Math.round((height * w) / width) : height,
    mime_type: mimeOf(url),
    source_url: url,
  });
  const name = fileOf(image.src).replace(/\.[a-z]+$/, '');
  return {
    id,
    date: siteTime(row.date),
    slug: `${name}-${row.id}`,
    type: 'attachment',
    link: `${urls.site}${image.src}`,
    title: { rendered: name },
    author: AUTHOR_ID,
    caption: { rendered: '' },
    alt_text: image.alt,
    media_type: 'image',
    mime_type: mimeOf(image.src),
    media_details: {
      width,
      height,
      file: image.src.replace(/^\/media\//, ''),
      sizes: { medium: size(image.medium, mediumWidth), full: size(image.src, width) },
      image_meta: [],
    },
    source_url: image.src,
    _links: {
      self: [{ href: `${urls.api}/wp/v2/media/${id}` }],
      collection: [{ href: `${urls.api}/wp/v2/media` }],
      author: [{ embeddable: true, href: `${urls.api}/wp/v2/users/${AUTHOR_ID}` }],
    },
  };
}

/** The one author, as the embed context shows a user (no e-mail, no avatar service). */
export function toWpAuthor(urls: SiteUrls) {
  return {
    id: AUTHOR_ID,
    name: 'Lesefunke-Redaktion',
    url: '',
    description: '',
    link: `${urls.site}/`,
    slug: 'redaktion',
    avatar_urls: {},
    _links: {
      self: [{ href: `${urls.api}/wp/v2/users/${AUTHOR_ID}` }],
      collection: [{ href: `${urls.api}/wp/v2/users` }],
    },
  };
}

/** A category in the embed context (wp:term). */
export function toWpTerm(c: PostCategory, urls: SiteUrls) {
  return { id: c.id, link: `${urls.site}/category/${c.slug}/`, name: c.name, slug: c.slug, taxonomy: 'category', _links: categoryLinks(c.id, urls) };
}

/** Which relations `_embed` asks for: all (`_embed`, `_embed=1`) or the named ones (`_embed=author,wp:term`). */
export type Embed = false | true | Set<string>;

/** `_embedded` of a post or page: the embeddable relations its `_links` name, as far as asked for. */
export function embedded(row: PostRow, categories: PostCategory[], urls: SiteUrls, embed: Embed): Record<string, unknown[]> | undefined {
  if (!embed) return undefined;
  const wants = (rel: string) => embed === true || embed.has(rel);
  const media = toWpMedia(row, urls);
  const out: Record<string, unknown[]> = {};
  if (wants('author')) out.author = [toWpAuthor(urls)];
  if (wants('wp:featuredmedia') && media) out['wp:featuredmedia'] = [media];
  // one list per taxonomy the links name: categories, then tags (none in the built-in)
  if (wants('wp:term') && row.type === 'post') out['wp:term'] = [categories.map((c) => toWpTerm(c, urls)), []];
  return Object.keys(out).length > 0 ? out : undefined;
}
