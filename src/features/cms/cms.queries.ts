import { queryOptions } from '@tanstack/react-query';
import { ApiError, cmsGet } from '../../lib/api-client';
import { queryKeys, type PostFilters } from '../../shared/query-keys';
import type { Category, Menus, Options, Post, PostYears } from '../../shared/schemas/cms';

export type { PostFilters };
export type PostPage = { posts: Post[]; total: number; totalPages: number };

// Content changes rarely; five minutes fresh, and the service worker keeps a copy for offline use.
const CMS_STALE = 5 * 60_000;

export const cmsQueries = {
  // the keys the server's HTML carries its answers under are shared with it (shared/query-keys.ts)
  all: queryKeys.cms.all,
  options: () =>
    queryOptions({
      queryKey: queryKeys.cms.options(),
      queryFn: () => cmsGet<{ acf: Options }>('/acf/v3/options/options').then((r) => r.data.acf),
      staleTime: CMS_STALE,
    }),
  menus: () =>
    queryOptions({
      queryKey: queryKeys.cms.menus(),
      queryFn: () => cmsGet<Menus>('/lesefunke/v2/menus').then((r) => r.data),
      staleTime: CMS_STALE,
    }),
  categories: () =>
    queryOptions({
      queryKey: queryKeys.cms.categories(),
      queryFn: () => cmsGet<Category[]>('/wp/v2/categories', { per_page: 100 }).then((r) => r.data),
      staleTime: CMS_STALE,
    }),
  /** A page by slug; a missing page is a 404 ApiError so routes can show the not-found page. */
  page: (slug: string) =>
    queryOptions({
      queryKey: queryKeys.cms.page(slug),
      queryFn: async () => {
        const { data } = await cmsGet<Post[]>('/wp/v2/pages', { slug });
        if (!data[0]) throw new ApiError(404, 'not_found', 'page not found');
        return data[0];
      },
      staleTime: CMS_STALE,
    }),
  posts: (filters: PostFilters) =>
    queryOptions({
      queryKey: queryKeys.cms.posts(filters),
      queryFn: async (): Promise<PostPage> => {
        const { categories, categories_exclude, ...rest } = filters;
        const { data, headers } = await cmsGet<Post[]>('/wp/v2/posts', {
          ...rest,
          categories: categories?.join(','),
          categories_exclude: categories_exclude?.join(','),
        });
        return {
          posts: data,
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
        const { data } = await cmsGet<Post[]>('/wp/v2/posts', { slug });
        if (!data[0]) throw new ApiError(404, 'not_found', 'post not found');
        return data[0];
      },
      staleTime: CMS_STALE,
    }),
  /** Work in progress by id: never kept, so an editor always sees the current draft. */
  preview: (id: number) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'preview', id],
      queryFn: () => cmsGet<Post>(`/lesefunke/v2/preview/${id}`).then((r) => r.data),
      staleTime: 0,
      gcTime: 0,
      meta: { persist: false },
    }),
  /** Years with published posts in the given categories (the year filter). */
  years: (categories: number[]) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'years', categories],
      queryFn: () => cmsGet<PostYears>('/lesefunke/v2/posts/years', { categories: categories.join(',') }).then((r) => r.data),
      staleTime: CMS_STALE,
    }),
};
