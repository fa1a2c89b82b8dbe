import type { FrontPageReader } from './domain/cms-options';
import type { CategoryRef } from './schemas/cms';

/*
 * The keys of the query cache's entries that the server puts into the HTML it serves (src/server/site/page-data.ts)
 * and the query factories (src/features/*\/*.queries.ts) ask under. One definition for both: a key that drifted
 * on one side would leave the first screen asking again for what the page already carries.
 */

/** The overview's filters as the URL carries them (p, q, tags[]); the factory maps them to the API's names. */
export type BoardstoryFilters = { page?: number; limit?: number; q?: string; tags?: number[] };

/** Default page size 10 (see docs/interface.md#pagination). */
export const BOARDSTORY_PAGE_SIZE = 10;

/** Normalised so that `{ page: 1 }` and `{}` share one cache entry, and tag order does not matter. */
export function normaliseBoardstoryFilters(filters: BoardstoryFilters) {
  return {
    page: filters.page ?? 1,
    limit: filters.limit ?? BOARDSTORY_PAGE_SIZE,
    q: filters.q?.trim() || undefined,
    tags: filters.tags?.length ? [...filters.tags].sort((a, b) => a - b) : undefined,
  };
}

/** Teaser images are asked for by a set of story ids: sorted and without repeats, one entry per set. */
export const imageIdSet = (boardstoryIds: number[]) => [...new Set(boardstoryIds)].sort((a, b) => a - b);

export type PostFilters = {
  search?: string;
  page?: number;
  per_page?: number;
  categories?: number[];
  categories_exclude?: number[];
  before?: string;
  after?: string;
  slug?: string;
};

export const queryKeys = {
  me: () => ['auth', 'me'] as const,
  /** the administrators' settings every device needs (the default theme) */
  siteSettings: () => ['site-settings'] as const,
  cms: {
    all: ['cms'] as const,
    options: () => ['cms', 'options'] as const,
    frontPage: (reader: FrontPageReader) => ['cms', 'front-page', reader] as const,
    menus: () => ['cms', 'menus'] as const,
    categories: () => ['cms', 'categories'] as const,
    page: (slug: string) => ['cms', 'page', slug] as const,
    post: (slug: string) => ['cms', 'post', slug] as const,
    posts: (filters: PostFilters) => ['cms', 'posts', filters] as const,
  },
  boardstories: {
    all: ['boardstories'] as const,
    list: (filters: BoardstoryFilters) => ['boardstories', 'list', normaliseBoardstoryFilters(filters)] as const,
    detail: (idOrSlug: string | number) => ['boardstories', 'detail', String(idOrSlug)] as const,
    tags: () => ['boardstories', 'tags'] as const,
    images: (boardstoryIds: number[]) => ['boardstories', 'images', imageIdSet(boardstoryIds)] as const,
  },
};

/** News teaser size (see docs/content.md#front-pages). */
export const NEWS_TEASER_COUNT = 3;

/**
 * Which posts the front page's news teaser asks for: guests only those of `for_guests`; logged-in users the news
 * without the categories the CMS options exclude. Undefined while the category ids are unknown, and when the CMS has
 * not the reader's category (the teaser then shows only its link to all news).
 */
export function newsTeaserFilters(categories: CategoryRef[] | undefined, loggedIn: boolean, excluded: string[] = []): PostFilters | undefined {
  if (!categories) return undefined;
  const idOf = (slug: string) => categories.find((c) => c.slug === slug)?.id;
  const base = { per_page: NEWS_TEASER_COUNT, page: 1 };
  if (!loggedIn) {
    const guests = idOf('for_guests');
    return guests ? { ...base, categories: [guests] } : undefined;
  }
  // without its category (a WordPress without the site's setup) the teaser has no news to show, not every post
  const news = idOf('aktuelles');
  if (!news) return undefined;
  const exclude = excluded.map(idOf).filter((id): id is number => id !== undefined);
  return { ...base, categories: [news], ...(exclude.length > 0 && { categories_exclude: exclude }) };
}

/** The id of the `<script type="application/json">` that carries the server's answers in the served HTML. */
export const SERVER_STATE_ELEMENT = 'lf-state';
/** Marks the head tags the server wrote for a page it drew: the browser's own (HeadContent) replace them (routes/__root.tsx). */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';
/** Marks a server-drawn #root the browser draws anew instead of taking it over (a 404: src/server/site/shell.ts). */
export const SERVER_ONLY_ATTRIBUTE = 'data-server-only';
/** Names the route's chunks of a server-drawn page, which main.tsx preloads once the page has loaded (shell.ts). */
export const ROUTE_CHUNKS_META = 'lf-route-chunks';
/** Names the style sheets written into a server-drawn page, which main.tsx marks as there (shell.ts). */
export const ROUTE_STYLES_META = 'lf-route-styles';
