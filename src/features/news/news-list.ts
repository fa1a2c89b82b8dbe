import { ApiError } from '../../lib/api-client';
import { texts } from '../../shared/domain/texts';
import { BLOG_CATEGORY, NEWS_CATEGORIES, postVisibility, type Reader } from '../../shared/domain/post-visibility';
import type { CategoryRef } from '../../shared/schemas/cms';
import type { PostFilters } from '../cms/cms.queries';
import type { ListKind, ListSearch } from './news-filters';

/** News pages hold 10 posts, blog pages 9 (see docs/content.md#news-and-blog). */
export const PAGE_SIZE: Record<ListKind, number> = { news: 10, blog: 9 };
/** /aktuelles lists the site's topics (news, theme worlds, didactics; the fallback menu calls it "Themen"); /blog the blog only. */
export const LIST_CATEGORIES: Record<ListKind, string[]> = { news: NEWS_CATEGORIES, blog: [BLOG_CATEGORY] };

/** A Berlin calendar year as the content API's exclusive date bounds. */
export const yearBounds = (year: number) => ({ after: `${year - 1}-12-31T23:59:59+01:00`, before: `${year + 1}-01-01T00:00:00+01:00` });

/** What the reader may see of the list, narrowed by the category filter to one of the list's categories (an unknown one is ignored). */
export function visibilityFilters(kind: ListKind, categories: CategoryRef[], reader: Reader, category?: string): PostFilters {
  const own = LIST_CATEGORIES[kind];
  return postVisibility(categories, reader, category && own.includes(category) ? [category] : own);
}

/** The content API query of one list page for the URL's filters. */
export function listFilters(kind: ListKind, categories: CategoryRef[], reader: Reader, search: ListSearch): PostFilters {
  return {
    ...visibilityFilters(kind, categories, reader, search.category),
    ...(search.year && yearBounds(search.year)),
    ...(search.q && { search: search.q }),
    page: search.p ?? 1,
    per_page: PAGE_SIZE[kind],
  };
}

/** The category options of a list's filter: its own categories, as the CMS names them. */
export const categoryOptions = (kind: ListKind, categories: CategoryRef[]) =>
  LIST_CATEGORIES[kind].flatMap((slug) => categories.filter((c) => c.slug === slug)).map((c) => ({ value: c.slug, label: c.name }));

/** A changed filter starts again at page 1: the page key `p` is dropped (see docs/addresses.md#search-params). */
export function withFilter(search: ListSearch, change: Partial<Omit<ListSearch, 'p'>>): ListSearch {
  const { p: _page, ...rest } = search;
  return { ...rest, ...change };
}

/** The dropdowns' search: a case-insensitive substring of the option name (see docs/content.md#news-and-blog). */
export const matchesOption = (label: string, query: string) => label.toLocaleLowerCase('de').includes(query.trim().toLocaleLowerCase('de'));

/**
 * What a failed list shows: the server's message, or the German fallback without any answer from the server (instead
 * of "network error"; see docs/errors.md#content). A page past the end is no failure: an empty page (cms.queries.ts).
 */
export function listErrorText(error: Error): string {
  if (!(error instanceof ApiError)) return texts.unknownError;
  return error.status === 0 || !error.description ? texts.unknownError : error.description;
}
