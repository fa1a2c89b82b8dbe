import { queryOptions } from '@tanstack/react-query';
import { parseReadAlong } from '../../../shared/domain/webvtt';

/**
 * A story's read-along track (see docs/stories-and-player.md#read-along), fetched from its signed URL and parsed once.
 * Keyed by the file, not the signature, so a fresh signature does not fetch it again; like the video it is not kept on
 * disk (a story pack holds its own copy, which the service worker answers from).
 */
export const readAlongQuery = (url: string | null) =>
  queryOptions({
    queryKey: ['player', 'read-along', url === null ? null : new URL(url, location.href).pathname],
    queryFn: async ({ signal }) => {
      const res = await fetch(url!, { signal });
      if (!res.ok) throw new Error(`read-along track: ${res.status}`);
      const parsed = parseReadAlong(await res.text());
      if ('error' in parsed) throw new Error(`read-along track: ${parsed.error}`);
      return parsed.cues;
    },
    enabled: url !== null,
    meta: { persist: false },
    staleTime: Infinity,
    retry: 1,
  });
