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
      queryFn: ({ signal }) =>
        unwrap(
          api.me.positions[':boardstoryId'].$get(
            { param: { boardstoryId: String(boardstoryId) } },
            { init: { signal: AbortSignal.any([signal, AbortSignal.timeout(SERVER_POSITION_WAIT_MS)]) } },
          ),
        ),
      meta: { persist: false },
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};
