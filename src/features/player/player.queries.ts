import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import type { VideoData } from '../../shared/schemas/playback';

// signed URLs live 15 minutes (server/media/signing.ts); ask again well before, so a paused story can go on
const SIGNED_STALE = 10 * 60_000;

const first = (list: VideoData[]) => list[0] ?? null;
/** The media calls' query: the code only when there is one. */
const mediaQuery = (boardstoryId: number, accessCode?: string | null) => ({
  query: { boardstoryId: String(boardstoryId), accessCode: accessCode ?? undefined },
});

/**
 * The media of a story: "first element used" (see docs/stories-and-player.md#media-urls). Full videos are personal and
 * signed: never on disk.
 */
export const playerQueries = {
  all: ['player'] as const,
  video: (boardstoryId: number, accessCode?: string | null) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'video', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }) =>
        unwrap(api.videos.$get(mediaQuery(boardstoryId, accessCode), { init: { signal } })).then((r) => first(r._embedded.videos)),
      meta: { persist: false },
      staleTime: SIGNED_STALE,
      gcTime: SIGNED_STALE,
    }),
  tigerCreation: (boardstoryId: number, accessCode?: string | null) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'tigerCreation', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }) =>
        unwrap(api['tiger-creations'].$get(mediaQuery(boardstoryId, accessCode), { init: { signal } })).then((r) =>
          first(r._embedded.tigerCreations),
        ),
      meta: { persist: false },
      staleTime: SIGNED_STALE,
      gcTime: SIGNED_STALE,
    }),
  /** Trailers are public: kept like the catalogue, so a story seen once still shows its trailer offline. */
  trailer: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'trailer', boardstoryId],
      queryFn: ({ signal }) =>
        unwrap(api.trailers.$get({ query: { boardstoryId: String(boardstoryId) } }, { init: { signal } })).then((r) =>
          first(r._embedded.trailers),
        ),
      staleTime: 60 * 60_000,
    }),
};
