/// <reference lib="webworker" />
// Saved stories (docs/offline.md#story-packs, src/features/story-packs/): the files and API answers the app
// stored in each pack's own cache answer here when the network cannot. Imported by sw.ts before its other routes,
// so the story detail's fallback to a pack comes before the catalogue's own.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isMediaIn } from '../src/lib/api-urls';
import { apiKey, mediaKey, PACK_DOWNLOAD_CACHE, packCacheNames, windowKey } from '../src/features/story-packs/story-packs.keys';
import { PACK_API, PACK_MEDIA_FOLDERS, STORY_DETAIL } from '../src/features/story-packs/story-packs.paths';
import { reportUnreachable, reportUnreachablePlugin } from './unreachable';

const DAY = 24 * 60 * 60;

/**
 * Which pack's cache answered a key last. The player asks the same video again and again (a range per seek), and
 * asking every pack's cache took 14–19 ms a request with 20 stories saved, against about 1 ms for the right one.
 */
const holders = new Map<string, string>();

/** The stored copy in whichever pack holds it: one cache per saved story (and the earlier shared one). */
async function fromPack(key: string): Promise<Response | undefined> {
  const names = await packCacheNames();
  const known = holders.get(key);
  for (const name of known && names.includes(known) ? [known, ...names.filter((n) => n !== known)] : names) {
    const cache = await caches.open(name);
    const stored = (await cache.match(key)) ?? (await joinedWindows(cache, key));
    if (stored) {
      holders.set(key, name);
      return stored;
    }
  }
  return undefined;
}

/**
 * A big file stored in windows (src/features/story-packs/story-pack-download.ts), answered as one: the windows' blobs are joined
 * by reference, so nothing is copied, and ranges are cut from the whole as from any stored file. The windows are as
 * big as the first one: a pack saved when PACK_WINDOW was smaller keeps its own.
 */
async function joinedWindows(cache: Cache, key: string): Promise<Response | undefined> {
  const first = await cache.match(windowKey(key, 0));
  const size = Number(first?.headers.get('x-media-size'));
  if (!first || !size) return undefined;
  const head = await first.blob();
  if (!head.size) return undefined;
  const rest = await Promise.all(Array.from({ length: Math.ceil(size / head.size) - 1 }, (_, i) => cache.match(windowKey(key, i + 1))));
  if (rest.some((r) => !r)) return undefined;
  const type = first.headers.get('content-type') ?? 'application/octet-stream';
  const parts = [head, ...(await Promise.all(rest.map((r) => r!.blob())))];
  // a window missing bytes would shift every byte after it: such a copy is no copy
  if (parts.reduce((sum, part) => sum + part.size, 0) !== size) return undefined;
  return new Response(new Blob(parts, { type }), { headers: { 'Content-Type': type, 'Content-Length': String(size) } });
}

// Media of a saved story: the stored copy first, online too (it is the same file, and the school's line is
// spared); a signed URL finds it without its signature. The video element asks for byte ranges to seek.
// A pack's own downloads (its windows and its material, src/features/story-packs/story-pack-download.ts) are left
// to the browser (PACK_DOWNLOAD_CACHE).
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && request.cache !== PACK_DOWNLOAD_CACHE && isMediaIn(PACK_MEDIA_FOLDERS, url.pathname),
  async ({ request }) => {
    const stored = await fromPack(mediaKey(request.url));
    if (!stored) return fetch(request);
    return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
  },
);

// The personal reads of a saved story (video data, games, material list and downloads): always the network's
// fresh answer, and the pack's stored one only when the network fails. Whoever asks (teacher or the pupil's
// code) finds the same entry; the app shows it only where the rights rules allow the full story anyway.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && PACK_API.test(url.pathname),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (err) {
      reportUnreachable();
      const stored = await fromPack(apiKey(request.url));
      if (stored) return stored;
      throw err;
    }
  },
);

// The story detail is catalogue (sw.ts keeps it the same way); a saved story's copy stands in when both the
// network and the catalogue cache fail, e.g. after a logout that kept the packs but emptied the other caches.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && STORY_DETAIL.test(url.pathname),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 4,
    plugins: [
      reportUnreachablePlugin,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
      { handlerDidError: async ({ request }) => fromPack(apiKey(request.url)) },
    ],
  }),
);
