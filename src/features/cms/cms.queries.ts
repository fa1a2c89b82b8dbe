import { queryOptions } from '@tanstack/react-query';
import { ApiError, cmsGet } from '../../lib/api-client';
import type { Category, Menus, Options, Post, PostYears } from '../../shared/schemas/cms';

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
export type PostPage = { posts: Post[]; total: number; totalPages: number };

// Content changes rarely; five minutes fresh, and the service worker keeps a copy for offline use.
const CMS_STALE = 5 * 60_000;

export const cmsQueries = {
  all: ['cms'] as const,
  options: () =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'options'],
      queryFn: () => cmsGet<{ acf: Options }>('/acf/v3/options/options').then((r) => r.data.acf),
      staleTime: CMS_STALE,
    }),
  menus: () =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'menus'],
      queryFn: () => cmsGet<Menus>('/lesefunke/v2/menus').then((r) => r.data),
      staleTime: CMS_STALE,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'categories'],
      queryFn: () => cmsGet<Category[]>('/wp/v2/categories', { per_page: 100 }).then((r) => r.data),
      staleTime: CMS_STALE,
    }),
  /** A page by slug; a missing page is a 404 ApiError so routes can show the not-found page. */
  page: (slug: string) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'page', slug],
      queryFn: async () => {
        const { data } = await cmsGet<Post[]>('/wp/v2/pages', { slug });
        if (!data[0]) throw new ApiError(404, 'not_found', 'page not found');
        return data[0];
      },
      staleTime: CMS_STALE,
    }),
  posts: (filters: PostFilters) =>
    queryOptions({
      queryKey: [...cmsQueries.all, 'posts', filters],
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
      queryKey: [...cmsQueries.all, 'post', slug],
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
