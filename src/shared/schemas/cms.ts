import { idParam } from './db-id';

/**
 * Shapes of the content API (/cms/wp-json), as WordPress' REST API and ACF deliver them. The built-in
 * content service produces exactly these, so a real WordPress can replace it (see docs/content.md#sources).
 */

export type Rendered = { rendered: string };
export type FeaturedImageSrc = { src: string; srcset: string; medium: string; alt: string } | null;
export type Yoast = { title?: string; description?: string; canonical?: string };

export type Link = { title: string; url: string; target?: '' | '_blank' };
export type CmsImage = { url: string; alt: string; width?: number; height?: number };

/** Content-page sections (see docs/content.md#cms-pages), in acf.sections; acf_fc_layout names the type. */
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

/** `_links` of a REST item: relation → links (HAL as WordPress writes it). */
export type WpLinks = Record<string, { href: string; [key: string]: unknown }[]>;

/** A media item as `_embed` puts it under `_embedded['wp:featuredmedia']` (WordPress' wp/v2/media, the parts the app reads). */
export type EmbeddedMedia = {
  id?: number;
  source_url?: string;
  alt_text?: string;
  media_details?: { width?: number; sizes?: Record<string, { source_url: string; width: number } | undefined> };
};

/**
 * An item of wp/v2/posts and wp/v2/pages as WordPress 6.1 with the Lesefunke plugin answers it. Dates are
 * WordPress': `date`/`modified` in site time (Europe/Berlin) without offset, `*_gmt` in UTC without offset.
 * Posts carry sticky, format, categories and tags; pages parent and menu_order.
 */
export type Post = {
  id: number;
  /** Site time without offset in WordPress (Europe/Berlin); read date_gmt where it exists. */
  date: string;
  // WordPress core fields the app does not depend on: optional, as a WordPress without them still works
  date_gmt?: string;
  guid?: Rendered;
  modified: string;
  modified_gmt?: string;
  slug: string;
  type: 'post' | 'page';
  /** The built-in service answers the in-app path (/aktuelles/slug); WordPress an absolute permalink. */
  link: string;
  status: 'publish' | 'draft';
  title: Rendered;
  content: Rendered & { protected?: boolean };
  excerpt: Rendered & { protected?: boolean };
  author?: number;
  /** The picture's media id, 0 for none. */
  featured_media?: number;
  comment_status?: 'open' | 'closed';
  ping_status?: 'open' | 'closed';
  sticky?: boolean;
  template: string;
  format?: string;
  meta?: unknown[] | Record<string, unknown>;
  categories?: number[];
  tags?: number[];
  parent?: number;
  menu_order?: number;
  category_slugs: string[];
  featured_image_src: FeaturedImageSrc;
  /** With `_embed`: the featured picture (WordPress core); may hold an error object when the media is not public. */
  _embedded?: { 'wp:featuredmedia'?: (EmbeddedMedia | { code: string })[]; 'wp:term'?: { slug: string; taxonomy: string }[][] };
  acf: {
    short_text?: string;
    highlighted?: boolean; // the pinned news post
    tags?: { slug: string; name: string }[];
    teasers?: { image: CmsImage; text: string; url: string }[];
    sections?: Section[];
    [key: string]: unknown;
  };
  yoast_head_json: Yoast;
  _links?: WpLinks;
};

/**
 * A post or page as a real WordPress may answer it: without the plugin's fields, `acf` missing or `false`/`[]`
 * where ACF has nothing for the post. The client reads every answer through normalizePost (shared/domain/cms-post.ts).
 */
export type WpPost = Pick<Post, 'id' | 'date' | 'modified' | 'slug' | 'type' | 'link' | 'status' | 'title' | 'content' | 'excerpt' | 'template'> &
  Partial<Omit<Post, 'acf' | 'category_slugs' | 'featured_image_src'>> & {
  acf?: Post['acf'] | false | unknown[] | null;
  category_slugs?: string[];
  featured_image_src?: FeaturedImageSrc;
};

export type Category = {
  id: number;
  count: number;
  description: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category';
  parent: number;
  meta: unknown[];
  _links?: WpLinks;
};

/** A category as the app asks for it (shared/domain/cms-fields.ts). */
export type CategoryRef = Pick<Category, 'id' | 'name' | 'slug'>;

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

/** Front-page blocks (see docs/content.md#front-pages). Each is optional: a block shows only when present and active. */
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

/** A front page: its blocks in the order the CMS shows them, and which of them are on. */
export type FrontPage = { active_blocks: FrontPageBlockName[]; blocks: FrontPageBlocks };

/** GET /acf/v3/options/options → { acf: Options }. */
export type Options = {
  header_cta: { text: string; url: string };
  bug_popup_active: boolean;
  bug_popup_content: string;
  front_page_guest: FrontPage;
  front_page_user: FrontPage;
  // news categories hidden from logged-in users (by slug)
  news_excluded_categories: string[];
  boardstories_listview_teaser: { headline: string; text: string };
  licenses_links: { license_id: number; link: { post_name: string } }[];
  highlighted_licenses: string | number; // comma list of ids; ACF answers a single id as a number
  // the customer service of the footer's contact block and the order's check step; a WordPress may leave it out
  service_contact?: ServiceContact;
};

/** The options every page reads (header, footer, popup, lists): all but the front pages, which only the front page asks for. */
export type SiteOptions = Omit<Options, 'front_page_guest' | 'front_page_user'>;

/** Phone hotline with its hours and the postal service address (lines). */
export type ServiceContact = { phone: string; hours: string; address: string[] };

/** Topic-area page (see docs/content.md#front-pages), listed by the topic-areas teaser. */
export type TopicArea = {
  ID: number;
  post_name: string;
  post_title: string;
  acf: { teaser_title: string; topicarea_teaser_image: CmsImage; tags: { slug: string; name: string }[]; items: unknown[] };
};

// ---- Requests of the content API: the built-in service checks their arguments as WordPress does (server/cms/wp-args.ts) ----

/** `{id}` of the preview. */
export const cmsIdParamSchema = idParam('id');

/** GET /lesefunke/v2/posts/years?categories= → years that have published posts, newest first. */
export type PostYears = number[];
