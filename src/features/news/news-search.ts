import { searchInt, searchText } from '../../lib/search-params';
import type { ListSearch } from './news-filters';

/*
 * The list URL (see docs/addresses.md#search-params): q, p, year, category. Numbers and strings are both accepted; a
 * bad value is absent instead of failing the page.
 */
export const listSearch = (search: Record<string, unknown>): ListSearch => ({
  q: searchText(search.q, 200),
  p: searchInt(search.p),
  year: searchInt(search.year, { min: 1990, max: 2200 }),
  category: searchText(search.category, 100, { pattern: /^[a-z0-9_-]+$/ }),
});
