import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** Page size 10 (see docs/accounts.md#bookmarks). */
export const BOOKMARK_PAGE_SIZE = 10;

export const bookmarkQueries = {
  all: ['bookmarks'] as const,
  /** One page of the Merkliste: the signed-in user's own, persisted so it opens offline, dropped at logout (lib/session.ts). */
  list: (page = 1) =>
    queryOptions({
      queryKey: [...bookmarkQueries.all, 'list', page],
      queryFn: ({ signal }) =>
        unwrap(api.bookmarks.$get({ query: { page: String(page), limit: String(BOOKMARK_PAGE_SIZE) } }, { init: { signal } })),
    }),
};
