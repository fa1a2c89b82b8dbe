/** The type toggles of the site search page (see docs/content.md#site-search), in their order. */
export const SEARCH_TYPES = [
  { key: 'boardstories', label: 'Boardstories' },
  { key: 'themenwelten', label: 'Themenwelten' },
  { key: 'didaktik', label: 'Didaktik' },
  { key: 'blog', label: 'Blog' },
  { key: 'aktuelles', label: 'Aktuelles' },
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number]['key'];

/** Clicking the active toggle deselects it (all types mixed); clicking another one selects that. */
export const toggleSearchType = (current: SearchType | undefined, clicked: SearchType): SearchType | undefined =>
  current === clicked ? undefined : clicked;

/** The search page's URL after a type change: the page goes back to 1 (the `p` key is dropped). */
export function searchAfterTypeChange<T extends { type?: SearchType; p?: number }>(search: T, clicked: SearchType): T {
  const { p: _page, ...rest } = search;
  return { ...rest, type: toggleSearchType(search.type, clicked) } as T;
}

/**
 * Newest first for the mixed result list. Boardstory list items carry no date, so they follow the dated
 * posts in the catalogue's own order (which is newest first, or by relevance for a search).
 */
export function newestFirst<T extends { date?: string }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (b.item.date ?? '').localeCompare(a.item.date ?? '') || a.index - b.index)
    .map((e) => e.item);
}
