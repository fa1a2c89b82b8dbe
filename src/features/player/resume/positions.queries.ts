import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** How long a story's opening waits for the server's position before it offers the device's alone. */
export const SERVER_POSITION_WAIT_MS = 3000;

export const positionQueries = {
  all: ['positions'] as const,
  /**
   * The signed-in user's positions in a story as the server keeps them (see docs/stories-and-player.md#resume): asked
   * afresh each time a story opens, never kept on the disk (the device has its own copy).
   */
  story: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...positionQueries.all, 'story', boardstoryId],
      queryFn: ({ signal }) => {
        // AbortSignal.any is too new for the older tablets in schools: the query's signal and the wait, joined by hand
        const stop = new AbortController();
        const timer = setTimeout(() => stop.abort(), SERVER_POSITION_WAIT_MS);
        signal.addEventListener('abort', () => stop.abort(), { once: true });
        return unwrap(
          api.me.positions[':boardstoryId'].$get({ param: { boardstoryId: String(boardstoryId) } }, { init: { signal: stop.signal } }),
        ).finally(() => clearTimeout(timer));
      },
      meta: { persist: false },
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};
