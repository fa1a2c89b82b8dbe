import { searchInt, searchInts, searchText } from '../../lib/search-params';
import type { BoardstoryFilters } from './boardstories.queries';

/*
 * The overview's URL (see docs/addresses.md#search-params): p (page), q (search term), tags[] (tag ids). Numbers and
 * strings are both accepted; a bad value is absent instead of failing the page: a hand-edited URL still shows the list.
 */
export type OverviewSearch = { p?: number; q?: string; 'tags[]'?: number[] };

export const overviewSearch = (search: Record<string, unknown>): OverviewSearch => ({
  p: searchInt(search.p),
  q: searchText(search.q, 200),
  'tags[]': searchInts(search['tags[]'], 50),
});
/** The list query's filters for a validated URL; an empty search term is no search. */
export const filtersFromSearch = (search: OverviewSearch): BoardstoryFilters => ({
  page: search.p ?? 1,
  q: search.q || undefined,
  tags: search['tags[]'],
});
