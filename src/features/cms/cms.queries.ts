import { queryOptions } from '@tanstack/react-query';
import { ApiError, cmsGet } from '../../lib/api-client';
import { CATEGORY_FIELDS, POST_LIST_FIELDS } from '../../shared/domain/cms-fields';
import { normalizePost } from '../../shared/domain/cms-post';
import { queryKeys, type PostFilters } from '../../shared/query-keys';
import { frontPageFields, frontPageOf, SITE_OPTION_FIELDS, siteOptionsOf, type FrontPageReader, type OptionsAnswer } from '../../shared/domain/cms-options';
import type { CategoryRef, Menus, Post, PostYears, WpPost } from '../../shared/schemas/cms';

export type { PostFilters };
export type PostPage = { posts: Post[]; total: number; totalPages: number };

// Content changes rarely; five minutes fresh, and the service worker keeps a copy for offline use.
const CMS_STALE = 5 * 60_000;
// WordPress core's way to the featured picture (the plugin's featured_image_src is the fallback)
const EMBED = { _embed: 'wp:featuredmedia' };

/** A WordPress without the plugin's route answers 404 rest_no_route: that is "nothing there", not a broken page. */
const orWhenMissing = <T,>(fallback: T) => (error: unknown): T => {
  if (error instanceof ApiError && error.status === 404) return fallback;
  throw error;
};

const NO_POSTS: PostPage = { posts: [], total: 0, totalPages: 0 };

/**
 * A page past the end of a list (an old link, a shrunk list) is an empty result, not an error (docs/errors.md#content).
 * As an answer and not an error the server draws it too ("Keine Beiträge gefunden"): a failed query is drawn as still
 * loading on the server, since the browser would ask it again when it takes the page over.
 */
const orPastTheEnd = (error: unknown): null => {
  if (error instanceof ApiError && error.error === 'rest_post_invalid_page_number') return null;
  throw error;
};

/** The options page, cut to the given `_fields`; a WordPress without it answers as if nothing were configured. */
const fetchOptions = (fields: string) => cmsGet<OptionsAnswer>('/acf/v3/options/options', { _fields: fields }).then((r) => r.data).catch(orWhenMissing(null));

export const cmsQueries = {
  // the keys the server's HTML carries its answers under are shared with it (shared/query-keys.ts)
  all: queryKeys.cms.all,
  /** The options of every page (shared/domain/cms-options.ts). */
  options: () =>
    queryOptions({
      queryKey: queryKeys.cms.options(),
      queryFn: async () => siteOptionsOf(await fetchOptions(SITE_OPTION_FIELDS)),
      staleTime: CMS_STALE,
    }),
  /** The front page's blocks for a guest or a signed-in user. */
  frontPage: (reader: FrontPageReader) =>
    queryOptions({
      queryKey: queryKeys.cms.frontPage(reader),
      queryFn: async () => frontPageOf(await fetchOptions(frontPageFields(reader)), reader),
      staleTime: CMS_STALE,
    }),
  menus: () =>
    queryOptions({
      queryKey: queryKeys.cms.menus(),
      queryFn: () => cmsGet<Menus>('/lesefunke/v2/menus').then((r) => ({ header: r.data?.header ?? [], footer: r.data?.footer ?? [] })),
      staleTime: CMS_STALE,
    }),
  categories: () =>
    queryOptions({
      queryKey: queryKeys.cms.categories(),
      queryFn: () => cmsGet<CategoryRef[]>('/wp/v2/categories', { per_page: 100, _fields: CATEGORY_FIELDS }).then((r) => r.data),
      staleTime: CMS_STALE,
    }),
  /** A page by slug; a missing page is a 404 ApiError so routes can show the not-found page. */
  page: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.cms.page(slug),
      queryFn: async () => {
        const { data } = await cmsGet<WpPost[]>('/wp/v2/pages', { slug, ...EMBED });
        if (!data[0]) throw new ApiError(404, 'not_found', 'page not found');
        return normalizePost(data[0]);
      },
      staleTime: CMS_STALE,
    }),
  posts: (filters: PostFilters) =>
    queryOptions({
      queryKey: queryKeys.cms.posts(filters),
      queryFn: async (): Promise<PostPage> => {
        const { categories, categories_exclude, ...rest } = filters;
        // Posts of no category at all: the CMS has none of the categories asked for (a WordPress without the
        // site's category setup). WordPress would drop the empty parameter and list every post, so a fresh
        // install's "Hallo Welt!" would show under /aktuelles and /blog alike: none is the answer.
        if (categories?.length === 0) return NO_POSTS;
        const answer = await cmsGet<WpPost[]>('/wp/v2/posts', {
          ...rest,
          categories: categories?.join(','),
          categories_exclude: categories_exclude?.join(','),
          ...EMBED,
          _fields: POST_LIST_FIELDS,
        }).catch(orPastTheEnd);
        if (!answer) return NO_POSTS;
        const { data, headers } = answer;
        return {
          posts: data.map(normalizePost),
          total: Number(headers.get('X-WP-Total') ?? data.length),
          totalPages: Number(headers.get('X-WP-TotalPages') ?? 1),
        };
      },
      staleTime: CMS_STALE,
    }),
  /** A published post by slug; a missing one is a 404 ApiError (the not-found page). */
  post: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.cms.post(slug),
      queryFn: async () => {
        const { data } = await cmsGet<WpPost[]>('/wp/v2/posts', { slug, ...EMBED });
        if (!data[0]) throw new ApiError(404, 'not_found', 'post not found');
        return normalizePost(data[0]);
      },
      staleTime: CMS_STALE,
    }),
  /** Work in progress by id: never kept, so an editor always sees the current draft. */
  preview: (id: number) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'preview', id],
      queryFn: () => cmsGet<WpPost>(`/lesefunke/v2/preview/${id}`).then((r) => normalizePost(r.data)),
      staleTime: 0,
      gcTime: 0,
      meta: { persist: false },
    }),
  /** Years with published posts in the given categories (the year filter). */
  years: (categories: number[]) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'years', categories],
      // without the plugin's years route the year filter is empty, the list itself still works
      queryFn: () =>
        cmsGet<PostYears>('/lesefunke/v2/posts/years', { categories: categories.join(',') })
          .then((r) => r.data)
          .catch(orWhenMissing<PostYears>([])),
      staleTime: CMS_STALE,
    }),
};
