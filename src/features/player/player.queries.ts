import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { VideoData } from '../../shared/schemas/playback';

// signed URLs live 15 minutes (server/media/signing.ts); ask again well before, so a paused story can go on
const SIGNED_STALE = 10 * 60_000;

const first = <K extends string>(key: K) => (r: ListEnvelope<K, VideoData>) => r._embedded[key][0] ?? null;

/** The media of a story: "first element used" (part 2 §7). Full videos are personal and signed: never on disk. */
export const playerQueries = {
  all: ['player'] as const,
  video: (boardstoryId: number, accessCode?: string | null) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'video', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }) => api.get<ListEnvelope<'videos', VideoData>>('/api/videos', { boardstoryId, accessCode }, signal).then(first('videos')),
      meta: { persist: false },
      staleTime: SIGNED_STALE,
      gcTime: SIGNED_STALE,
    }),
  tigerCreation: (boardstoryId: number, accessCode?: string | null) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'tigerCreation', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }) =>
        api.get<ListEnvelope<'tigerCreations', VideoData>>('/api/tiger-creations', { boardstoryId, accessCode }, signal).then(first('tigerCreations')),
      meta: { persist: false },
      staleTime: SIGNED_STALE,
      gcTime: SIGNED_STALE,
    }),
  /** Trailers are public: kept like the catalogue, so a story seen once still shows its trailer offline. */
  trailer: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'trailer', boardstoryId],
      queryFn: ({ signal }) => api.get<ListEnvelope<'trailers', VideoData>>('/api/trailers', { boardstoryId }, signal).then(first('trailers')),
      staleTime: 60 * 60_000,
    }),
};
