import { searchInt, searchOneOf, searchText } from '../../lib/search-params';
import { SEARCH_TYPES, type SearchType } from '../../shared/domain/site-search';

export type SiteSearch = { q?: string; type?: SearchType; p?: number };

/** /search?q=&type=&p= (see docs/content.md#site-search); a bad value is absent instead of failing the page. */
export const siteSearch = (search: Record<string, unknown>): SiteSearch => ({
  q: searchText(search.q, 200),
  type: searchOneOf(search.type, SEARCH_TYPES.map((t) => t.key)),
  p: searchInt(search.p),
});
