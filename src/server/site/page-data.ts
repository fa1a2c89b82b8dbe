import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/query-core';
import { imageSrcSet, STORY_TEASER_SIZES } from '../../shared/domain/images';
import { POST_CATEGORIES, PREVIEW_SLUG } from '../../shared/domain/post-paths';
import { newsTeaserFilters, queryKeys, type BoardstoryFilters, type PostFilters } from '../../shared/query-keys';
import type { Boardstory, BoardstoryListItem } from '../../shared/schemas/boardstories';
import type { CategoryRef, WpPost } from '../../shared/schemas/cms';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { getMe } from '../services/auth';
import { findBoardstory, listBoardstories, listTags } from '../services/boardstories';
import { CATEGORY_ARGS, PAGE_ARGS, parseArgs, POST_ARGS, type CategoryArgs, type ListArgs } from '../cms/wp-args';
import { CATEGORY_FIELDS, POST_LIST_FIELDS } from '../../shared/domain/cms-fields';
import { frontPageOf, siteOptionsOf } from '../../shared/domain/cms-options';
import { normalizePost } from '../../shared/domain/cms-post';
import { getOptions, getMenus, listCategories, listPages, listPosts } from '../services/cms';
import type { Embed, SiteUrls } from '../cms/cms-mapping';
import { fieldTree, filterFields } from '../cms/wp-response';
import type { WordPressLookup } from '../cms/wp-lookup';
import { listImages } from '../services/images';
import { getSiteSettings } from '../services/site-settings';
import type { Theme } from '../../shared/domain/theme';
import type { SessionUser } from '../http/env';
import type { RouteMatch } from './app-routes';

type Entry = { key: readonly unknown[]; data: unknown };
/**
 * How a page's public answers are asked: each by a key that names everything it depends on, so the site may hand
 * out one answer for a few seconds (guest-pages.ts `remember`). Who is signed in is never asked through it.
 */
export type Remember = <T>(key: string, load: () => Promise<T>) => Promise<T>;
const askEveryTime: Remember = (_key, load) => load();
/** What the served HTML carries for a path: its status, the first screen's answers, and the picture to load first. */
export type LcpImage = { href: string; srcset?: string; sizes?: string };
export type PageData = { status: 200 | 404; state: DehydratedState; lcpImage?: LcpImage; siteTheme?: Theme };

const SLUG = /^[a-z0-9_-]{1,200}$/i;

const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** The built-in content service's view of one request, as the client's query factory sends it (features/cms/cms.queries.ts). */
const wpQuery = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))) as Record<string, string>;
// the client asks every post and page with its featured picture embedded, and lists with the fields it reads
const EMBED: Embed = new Set(['wp:featuredmedia']);
const LIST_FIELDS = fieldTree([POST_LIST_FIELDS])!;
const CATEGORY_TREE = fieldTree([CATEGORY_FIELDS])!;

// The answers are the services' own, asked and shaped as each query factory's queryFn does (src/features/*/*.queries.ts):
// the client's cache must not tell them from its own fetches.
const answers = {
  // the options page, read whole once per page; each query's part is cut from it (shared/domain/cms-options.ts)
  options: async (db: Db) => ({ acf: await getOptions(db) }),
  menus: (db: Db) => getMenus(db),
  categories: async (db: Db, urls: SiteUrls) =>
    (await listCategories(db, parseArgs<CategoryArgs>(CATEGORY_ARGS, wpQuery({ per_page: 100 })), urls)).items.map((c) => filterFields(c, CATEGORY_TREE) as CategoryRef),
  page: async (db: Db, urls: SiteUrls, slug: string) => {
    const [page] = (await listPages(db, parseArgs<ListArgs>(PAGE_ARGS, wpQuery({ slug })), urls, EMBED)).items;
    return page && normalizePost(page);
  },
  post: async (db: Db, urls: SiteUrls, slug: string) => {
    const [post] = (await listPosts(db, parseArgs<ListArgs>(POST_ARGS, wpQuery({ slug })), urls, EMBED)).items;
    return post && normalizePost(post);
  },
  posts: async (db: Db, urls: SiteUrls, filters: PostFilters) => {
    // the news teaser's filters: a page of posts in or outside some categories
    const { categories, categories_exclude, ...rest } = filters;
    const q = wpQuery({ ...rest, categories: categories?.join(','), categories_exclude: categories_exclude?.join(',') });
    const r = await listPosts(db, parseArgs<ListArgs>(POST_ARGS, q), urls, EMBED);
    return { posts: r.items.map((item) => normalizePost(filterFields(item, LIST_FIELDS) as WpPost)), total: r.total, totalPages: r.totalPages };
  },
  list: (db: Db, f: Required<Pick<BoardstoryFilters, 'page' | 'limit'>> & BoardstoryFilters) =>
    listBoardstories(db, { page: f.page, limit: f.limit, fulltextsearch: f.q, tagIds: f.tags }),
  images: (db: Db, ids: number[]) => (ids.length ? listImages(db, { boardstoryIds: ids, imageType: 'TEASER_IMAGE' }) : Promise.resolve([])),
};

/** The overview's filters from its URL (p, q, tags[]), read as the route's search schema reads them. */
function overviewFilters(search: URLSearchParams): BoardstoryFilters {
  const positive = (s: string | null) => (s && /^\d{1,6}$/.test(s.trim()) && Number(s) > 0 ? Number(s) : undefined);
  const tags = search.getAll('tags[]').map(positive);
  return {
    page: positive(search.get('p')) ?? 1,
    q: search.get('q')?.trim().slice(0, 200) || undefined,
    tags: tags.length && tags.every((t) => t !== undefined) ? (tags as number[]) : undefined,
  };
}

const withTeasers = (items: BoardstoryListItem[]) => items.filter((b) => b.teaserImagesCount > 0).map((b) => b.id);

/**
 * Whether an external WordPress has the page or post: its content is the browser's to ask through the proxy, the
 * server only asks whether the slug exists. When WordPress does not answer (down, slow) the page is served as
 * before, 200 with the app, which then shows WordPress' answer or its error page: a WordPress outage must not
 * turn every content address into a 404 or a 500, nor keep the page waiting past the lookup's short timeout.
 */
async function wordpressEntries(wordpress: WordPressLookup | undefined, type: 'pages' | 'posts', slug: string) {
  return (await wordpress?.exists(type, slug)) === false ? null : { entries: [] };
}

/** The route's own answers (as its loader would ask them); `null` when the path names nothing that exists. */
async function routeEntries(
  db: Db,
  remember: Remember,
  signedIn: boolean,
  match: RouteMatch,
  search: URLSearchParams,
  cms: SiteUrls | null,
  wordpress: WordPressLookup | undefined,
): Promise<{ entries: Entry[]; lcpImage?: LcpImage } | null> {
  const { route, params } = match;
  // the front page of a WordPress (CMS_BASE) is the browser's to ask through the proxy
  if (!cms && route === '/') return { entries: [] };
  switch (route) {
    case '/': {
      // the news teaser's posts: the block asks them as soon as the categories are known
      const [options, categories] = await Promise.all([remember('options', () => answers.options(db)), remember('categories', () => answers.categories(db, cms!))]);
      const reader = signedIn ? 'user' : 'guest';
      const front = frontPageOf(options, reader);
      const filters = newsTeaserFilters(categories, signedIn, siteOptionsOf(options).news_excluded_categories);
      const entries: Entry[] = [
        { key: queryKeys.cms.frontPage(reader), data: front },
        { key: queryKeys.cms.categories(), data: categories },
      ];
      if (filters) {
        const key = queryKeys.cms.posts(filters);
        entries.push({ key, data: await remember(JSON.stringify(key), () => answers.posts(db, cms!, filters)) });
      }
      // the hero's video shows its poster first: the page's largest paint (features/home/components/hero-block.tsx)
      const hero = front.active_blocks.includes('header') ? front.blocks.header : undefined;
      return { entries, lcpImage: hero?.video && hero.poster ? { href: hero.poster } : undefined };
    }
    case '/boardstories': {
      const filters = overviewFilters(search);
      const key = queryKeys.boardstories.list(filters);
      const list = await remember(JSON.stringify(key), () => answers.list(db, key[2])).catch(() => undefined);
      if (!list) return { entries: [] };
      const ids = withTeasers(list._embedded.boardstories);
      const imagesKey = queryKeys.boardstories.images(ids);
      const [tags, images] = await Promise.all([remember('tags', () => listTags(db)), remember(JSON.stringify(imagesKey), () => answers.images(db, ids))]);
      return {
        entries: [
          { key, data: list },
          { key: queryKeys.boardstories.tags(), data: tags },
          { key: imagesKey, data: images },
        ],
      };
    }
    case '/boardstory/$idOrSlug/{-$accessCode}':
    case '/klassenblatt/$idOrSlug': {
      const idOrSlug = params.idOrSlug ?? '';
      const story: Boardstory | null =
        idOrSlug.length <= 200 ? await remember(`story ${idOrSlug}`, () => findBoardstory(db, idOrSlug).catch((e) => (isMissing(e) ? null : Promise.reject(e)))) : null;
      if (!story) return null;
      return { entries: [{ key: queryKeys.boardstories.detail(idOrSlug), data: story }], lcpImage: story.image ? { href: story.image.medium, srcset: imageSrcSet(story.image), sizes: STORY_TEASER_SIZES } : undefined };
    }
    case '/$slug': {
      const slug = params.slug ?? '';
      if (!SLUG.test(slug)) return null;
      if (!cms) return wordpressEntries(wordpress, 'pages', slug);
      const page = await remember(`page ${slug}`, () => answers.page(db, cms, slug));
      return page ? { entries: [{ key: queryKeys.cms.page(slug), data: page }] } : null;
    }
    case '/$category/$slug': {
      const { category = '', slug = '' } = params;
      if (!POST_CATEGORIES.includes(category)) return null;
      // a draft's preview is asked for by the page itself, with the editor's session
      if (slug === PREVIEW_SLUG) return { entries: [] };
      if (!SLUG.test(slug)) return null;
      if (!cms) return wordpressEntries(wordpress, 'posts', slug);
      const post = await remember(`post ${slug}`, () => answers.post(db, cms, slug));
      return post ? { entries: [{ key: queryKeys.cms.post(slug), data: post }] } : null;
    }
    default:
      return { entries: [] };
  }
}

/** A page's first data but who is signed in: the same for every reader of its kind, a guest or a signed-in user. */
export type PublicPageData = Omit<PageData, 'state'> & { entries: Entry[] };

/**
 * What the first screen of a path needs, but who is signed in: the site settings (the default theme, also written on
 * <html> for the first paint: shell.ts), the CMS options and menus of the header and footer, and the route's own data.
 * A path that no route takes, or that names a story, page or post that does not exist, is a 404.
 */
export async function publicPageData(
  db: Db,
  signedIn: boolean,
  match: RouteMatch | null,
  search: URLSearchParams,
  /** the built-in content service's addresses; null when a WordPress answers the content API (CMS_BASE) */
  cms: SiteUrls | null,
  /** with CMS_BASE: asks that WordPress whether a page or post exists */
  wordpress?: WordPressLookup,
  /** the public answers' keeper (guest-pages.ts); by default each is asked anew */
  remember: Remember = askEveryTime,
): Promise<PublicPageData> {
  const [site, options, menus, own] = await Promise.all([
    remember('site-settings', () => getSiteSettings(db)),
    cms ? remember('options', () => answers.options(db)) : null,
    cms ? remember('menus', () => answers.menus(db)) : null,
    match ? routeEntries(db, remember, signedIn, match, search, cms, wordpress) : null,
  ]);
  const entries: Entry[] = [
    { key: queryKeys.siteSettings(), data: site },
    ...(options && menus
      ? [
          { key: queryKeys.cms.options(), data: siteOptionsOf(options) },
          { key: queryKeys.cms.menus(), data: menus },
        ]
      : []),
    ...(own?.entries ?? []),
  ];
  return { status: own ? 200 : 404, entries, lcpImage: own?.lcpImage, siteTheme: site.theme };
}

/** The page's data with who is signed in (`me`: getMe's answer, null for a guest, so the page does not ask /api/me). */
export function withReader({ entries, ...page }: PublicPageData, me: unknown): PageData {
  const client = new QueryClient();
  // first: a different user than the one restored on the device clears that one's answers (lib/session.ts)
  client.setQueryData(queryKeys.me(), me);
  for (const { key, data } of entries) client.setQueryData(key, data);
  return { ...page, state: dehydrate(client) };
}

/** A page's first data with who is signed in (publicPageData, withReader). */
export async function pageData(
  db: Db,
  user: SessionUser | null,
  match: RouteMatch | null,
  search: URLSearchParams,
  cms: SiteUrls | null,
  wordpress?: WordPressLookup,
  remember: Remember = askEveryTime,
): Promise<PageData> {
  const [me, page] = await Promise.all([user ? getMe(db, user) : null, publicPageData(db, user !== null, match, search, cms, wordpress, remember)]);
  return withReader(page, me);
}
