import type { EmbeddedMedia, FeaturedImageSrc, Post, TopicArea, WpPost } from '../schemas/cms';
import { POST_CATEGORIES } from './post-paths';

export { POST_CATEGORIES };

/** WordPress writes `date_gmt` as UTC without an offset; an answer with an offset (or `Z`) is taken as it is. */
const utc = (value: string) => (/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}Z`);

/** The post's moment as ISO 8601 with an offset: `date_gmt` (UTC) where WordPress gives it, else `date`. */
export function postInstant(post: Pick<WpPost, 'date' | 'date_gmt'>): string {
  if (post.date_gmt) return new Date(utc(post.date_gmt)).toISOString();
  return post.date;
}

const isMedia = (item: unknown): item is EmbeddedMedia => typeof item === 'object' && item !== null && typeof (item as EmbeddedMedia).source_url === 'string';

/**
 * The featured picture from `_embed` (`wp:featuredmedia`, WordPress core), in the shape the app shows:
 * full size, a srcset of its renditions, the medium one for cards, the alt text. Null without one.
 */
export function embeddedImage(post: Pick<WpPost, '_embedded'>): FeaturedImageSrc {
  const media = post._embedded?.['wp:featuredmedia']?.[0];
  if (!isMedia(media)) return null;
  const src = media.source_url!;
  const sizes = Object.values(media.media_details?.sizes ?? {}).filter((s): s is { source_url: string; width: number } => !!s?.source_url && s.width > 0);
  const byWidth = new Map(sizes.map((s) => [s.width, s.source_url]));
  const srcset = [...byWidth].sort(([a], [b]) => b - a).map(([width, url]) => `${url} ${width}w`).join(', ');
  return { src, srcset, medium: media.media_details?.sizes?.medium?.source_url ?? src, alt: media.alt_text ?? '' };
}

/** Category slugs: the plugin's (and the built-in's) `category_slugs`, else the terms `_embed` brought. */
function categorySlugs(post: WpPost): string[] {
  if (Array.isArray(post.category_slugs)) return post.category_slugs;
  return (post._embedded?.['wp:term'] ?? []).flat().filter((t) => t?.taxonomy === 'category').map((t) => t.slug);
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The theme-world page's areas with every field the lists read (ACF leaves out what an editor never filled). */
function topicAreas(value: unknown): TopicArea[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isObject).map((area) => {
    const acf = isObject(area.acf) ? area.acf : {};
    return {
      ...(area as TopicArea),
      acf: {
        teaser_title: typeof acf.teaser_title === 'string' ? acf.teaser_title : '',
        topicarea_teaser_image: isObject(acf.topicarea_teaser_image) ? (acf.topicarea_teaser_image as TopicArea['acf']['topicarea_teaser_image']) : { url: '', alt: '' },
        tags: Array.isArray(acf.tags) ? (acf.tags as TopicArea['acf']['tags']) : [],
        items: Array.isArray(acf.items) ? acf.items : [],
      },
    };
  });
}

/**
 * Every post and page of the content API passes here, whether the built-in service or a real WordPress
 * answered: `acf` is always an object (WordPress sends none, `false` or `[]` where a post has no fields),
 * `date` is the moment in UTC, the picture comes from `_embed` first, and the category slugs are known.
 */
export function normalizePost(raw: WpPost): Post {
  const acf: Post['acf'] = isObject(raw.acf) ? { ...raw.acf } : {};
  const areas = topicAreas(acf.topic_areas);
  if (areas) acf.topic_areas = areas;
  if (acf.sections !== undefined && !Array.isArray(acf.sections)) delete acf.sections;
  // the links and what they embedded are read here (picture, categories) and nowhere after: not kept in the cache
  // nor in a served page's data
  const { _links, _embedded, ...rest } = raw;
  return {
    ...rest,
    date: postInstant(raw),
    acf,
    category_slugs: categorySlugs(raw),
    featured_image_src: embeddedImage(raw) ?? raw.featured_image_src ?? null,
    yoast_head_json: raw.yoast_head_json ?? {},
    title: raw.title ?? { rendered: '' },
    content: raw.content ?? { rendered: '' },
    excerpt: raw.excerpt ?? { rendered: '' },
  };
}

/**
 * The in-app path of a post or page, built from its category and slug instead of following `link` (which
 * names WordPress' own site): pages at /{slug}, posts at /{category}/{slug} under the first of their
 * categories (in id order, as `category_slugs` lists them) that has a detail route, as the built-in service
 * writes `link`; a post only in for_guests (or in none of them) is news.
 */
export function postPath(post: Pick<Post, 'type' | 'slug' | 'category_slugs'>): string {
  const slug = encodeURIComponent(post.slug);
  if (post.type === 'page') return `/${slug}`;
  const category = post.category_slugs.find((c) => POST_CATEGORIES.includes(c)) ?? 'aktuelles';
  return `/${category}/${slug}`;
}
