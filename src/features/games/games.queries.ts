import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import type { Game } from '../../shared/schemas/games';

export const gameQueries = {
  all: ['games'] as const,
  /** A story's games; they come with the full video, so ask only when it may be played. */
  list: (boardstoryId: number, accessCode?: string | null) =>
    queryOptions({
      queryKey: [...gameQueries.all, 'list', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }): Promise<Game[]> =>
        unwrap(
          api.games.$get({ query: { boardstoryId: String(boardstoryId), accessCode: accessCode ?? undefined } }, { init: { signal } }),
        ).then((r) => r._embedded.games),
      // a pupil's code is in the key: a shared device must not keep it (see docs/offline.md#query-cache)
      meta: { persist: !accessCode },
      staleTime: 5 * 60_000,
    }),
};
