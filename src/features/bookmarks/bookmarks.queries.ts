import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { BoardstoryListItem } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';

export type BookmarkList = ListEnvelope<'bookmarks', BoardstoryListItem>;

/** Part 1 §9: page size 10. */
export const BOOKMARK_PAGE_SIZE = 10;

export const bookmarkQueries = {
  all: ['bookmarks'] as const,
  /** One page of the Merkliste. Personal: not persisted, so a shared device forgets it with the login. */
  list: (page = 1) =>
    queryOptions({
      queryKey: [...bookmarkQueries.all, 'list', page],
      queryFn: ({ signal }) => api.get<BookmarkList>('/api/bookmarks', { page, limit: BOOKMARK_PAGE_SIZE }, signal),
      meta: { persist: false },
    }),
};
