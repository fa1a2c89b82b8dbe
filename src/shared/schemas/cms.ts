import * as v from 'valibot';
import { dbIdString, idParam, pageString } from './db-id';
import { MAX, maxChars } from './text';

/**
 * Shapes of the content API (/cms/wp-json), as WordPress' REST API and ACF deliver them. The built-in
 * content service produces exactly these, so a real WordPress can replace it (CONTRACT §3).
 */

export type Rendered = { rendered: string };
export type FeaturedImageSrc = { src: string; srcset: string; medium: string; alt: string } | null;
export type Yoast = { title?: string; description?: string; canonical?: string };

export type Link = { title: string; url: string; target?: '' | '_blank' };
export type CmsImage = { url: string; alt: string; width?: number; height?: number };

/** Content-page sections (part 1 §2 "Content pages"), in acf.sections; acf_fc_layout names the type. */
export type Section =
  | { acf_fc_layout: 'image'; image: CmsImage; caption: string }
  | { acf_fc_layout: 'text'; text: string }
  | { acf_fc_layout: 'accordion'; items: { title: string; text: string }[] }
  | { acf_fc_layout: 'video_embed'; title: string; url: string; poster?: string }
  | { acf_fc_layout: 'story_player'; boardstory: string; size: 'small' | 'full' }
  | { acf_fc_layout: 'video_grid'; title: string; filter: boolean; videos: VideoItem[] }
  | { acf_fc_layout: 'video_carousel'; title: string; videos: VideoItem[] }
  | { acf_fc_layout: 'image_slider'; images: (CmsImage & { caption?: string })[]; interval?: number }
  | { acf_fc_layout: 'story_list'; title: string; boardstories: string[] }
  | { acf_fc_layout: 'newsletter'; title: string; text: string };
export type VideoItem = { title: string; url: string; poster: string; category: string };

export type Post = {
  id: number;
  date: string;
  modified: string;
  slug: string;
  type: 'post' | 'page';
  link: string;
  status: 'publish' | 'draft';
  title: Rendered;
  content: Rendered;
  excerpt: Rendered;
  categories: number[];
  category_slugs: string[];
  template: string;
  parent: number;
  featured_image_src: FeaturedImageSrc;
  acf: {
    short_text?: string;
    highlighted?: boolean; // the pinned news post
    tags?: { slug: string; name: string }[];
    teasers?: { image: CmsImage; text: string; url: string }[];
    sections?: Section[];
    [key: string]: unknown;
  };
  yoast_head_json: Yoast;
};

export type Category = { id: number; slug: string; name: string; description: string; parent: number; count: number };

export type MenuItem = {
  ID: number;
  menu_item_parent: number;
  title: string;
  url: string;
  acf: { teasers?: { image: CmsImage; text: string; url: string }[] };
  children: MenuItem[];
};
/** GET /lesefunke/v2/menus: header menu and the footer columns. */
export type Menus = { header: MenuItem[]; footer: { title: string; items: MenuItem[] }[] };

/** Front-page blocks (part 1 §2 "Home, guest" and "Home, logged in"). Each is optional: a block shows only when present and active. */
export type FrontPageBlocks = {
  header?: { headline?: string; text?: string; video?: string; poster?: string; signup_label?: string; readmore_label?: string; readmore_url?: string };
  intro?: { headline: string; text: string };
  our_offer?: { headline: string; items: { title: string; text: string; icon?: string }[] };
  numbers?: { items: { number: string; label: string }[] };
  what_is_a_boardstory?: { headline: string; text: string; image?: CmsImage };
  target_groups?: { headline: string; items: { title: string; text: string; image?: CmsImage; url?: string }[] };
  features_wheel?: { headline: string; items: { title: string; text: string; icon?: string }[] };
  video_teaser?: { headline: string; text: string; video: string; poster?: string; active: boolean };
  app_teaser?: { headline: string; text: string; image?: CmsImage; links: Link[] };
  news_teaser?: { headline: string };
  achievements?: { headline: string; items: { title: string; text: string; image?: CmsImage }[] };
  testimonials?: { headline: string; items: { image: CmsImage; quote: string; username: string }[] };
  support_teaser?: { headline: string; text: string; hotlines: { label: string; phone: string; hours: string }[] };
  publisher_logos?: { headline: string; logos: { image: CmsImage; url: string }[] };
  partner_logos?: { headline: string; logos: { image: CmsImage; url: string }[] };
  // logged-in blocks
  welcome?: { headline: string; text: string };
  team_recommendation?: { headline: string; text: string; boardstories: string[] };
  did_you_know?: { headline: string; text: string; image?: CmsImage };
  topic_areas?: { headline: string; page_slug: string };
  newsletter?: { headline: string; text: string };
};
export type FrontPageBlockName = keyof FrontPageBlocks;

/** GET /acf/v3/options/options → { acf: Options }. */
export type Options = {
  header_cta: { text: string; url: string };
  bug_popup_active: boolean;
  bug_popup_content: string;
  front_page_guest: { active_blocks: FrontPageBlockName[]; blocks: FrontPageBlocks };
  front_page_user: { active_blocks: FrontPageBlockName[]; blocks: FrontPageBlocks };
  // news categories hidden from logged-in users (by slug)
  news_excluded_categories: string[];
  boardstories_listview_teaser: { headline: string; text: string };
  licenses_links: { license_id: number; link: { post_name: string } }[];
  highlighted_licenses: string | number; // comma list of ids; ACF answers a single id as a number
};

/** Topic-area page (part 1 §3), listed by the topic-areas teaser. */
export type TopicArea = {
  ID: number;
  post_name: string;
  post_title: string;
  acf: { teaser_title: string; topicarea_teaser_image: CmsImage; tags: { slug: string; name: string }[]; items: unknown[] };
};

// ---- Query schemas of the content API (the built-in service validates every request with them) ----

/** WordPress takes id lists comma-separated: `categories=1,4`. */
const idList = v.pipe(
  v.string(),
  maxChars(1100), // 100 ids of up to ten digits and their commas
  v.transform((s) => s.split(',').map((part) => part.trim()).filter((part) => part !== '')),
  v.array(dbIdString),
  v.maxLength(100),
);
const isoDate = v.pipe(
  v.string(),
  maxChars(40),
  v.regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be an ISO 8601 date'),
  v.transform((s) => new Date(s)),
  v.check((d) => !Number.isNaN(d.getTime()), 'must be a valid date'),
);
const slug = v.pipe(v.string(), maxChars(MAX.search), v.trim(), v.regex(/^[a-z0-9_-]{1,200}$/i, 'must be a slug'));
const paging = {
  page: v.optional(pageString, '1'),
  per_page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a number'), v.toNumber(), v.minValue(1), v.maxValue(100)), '10'),
};

/** GET /wp/v2/posts. */
export const postListQuerySchema = v.object({
  ...paging,
  search: v.optional(v.pipe(v.string(), v.trim(), maxChars(MAX.search))),
  categories: v.optional(idList),
  categories_exclude: v.optional(idList),
  before: v.optional(isoDate),
  after: v.optional(isoDate),
  slug: v.optional(slug),
});
export type PostListQuery = v.InferOutput<typeof postListQuerySchema>;

/** GET /wp/v2/pages. */
export const pageListQuerySchema = v.object({ ...paging, slug: v.optional(slug) });
export type PageListQuery = v.InferOutput<typeof pageListQuerySchema>;

/** GET /wp/v2/categories. */
export const categoryListQuerySchema = v.object({ ...paging });

/** `{id}` of posts, pages and previews. */
export const cmsIdParamSchema = idParam('id');

/** GET /lesefunke/v2/posts/years → PostYears. */
export const postYearsQuerySchema = v.object({ categories: v.optional(idList) });
/** Years that have published posts, newest first. */
export type PostYears = number[];

/** GET /lesefunke/v2/videos → VideoItem[]; category matches VideoItem.category, case-insensitive. */
export const videoListQuerySchema = v.object({ category: v.optional(v.pipe(v.string(), v.trim(), maxChars(MAX.name))) });
