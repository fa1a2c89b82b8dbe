/**
 * The pure rules of story packs, shared by the app (save-story-pack.ts, stored-packs.ts) and the service worker
 * (sw/packs.ts), which must not load React or IndexedDB code: the caches' names, how a request finds its stored
 * copy, and a pack's end. The routes a pack answers: story-packs.paths.ts.
 */
export const STORY_PACK_CACHE = 'story-packs';

/**
 * Each save writes into a cache of its own, `story-packs:<slug>:<opened, base 36>`; its record names it
 * (StoryPack.cache), and a failed or removed save goes with its whole cache. Deleting the keys one by one left
 * files behind: Chromium may commit a `cache.put` whose promise it rejected with AbortError (a window whose last
 * bytes were in when the save stopped), after the save had deleted that key: seen in CI, and in a probe here in 1 of
 * 40 rounds of six stopped 4 MB writes. A write that lands in a deleted cache goes with it. Packs saved before live in
 * `STORY_PACK_CACHE` itself, listed by key (StoryPack.urls).
 */
export const packCacheName = (slug: string, openedAt: number) => `${STORY_PACK_CACHE}:${slug}:${openedAt.toString(36)}`;

/** Every cache that holds packs: the ones of their own and the earlier shared one. */
export const isPackCache = (name: string) => name === STORY_PACK_CACHE || name.startsWith(`${STORY_PACK_CACHE}:`);

/** The pack caches on this device (app and service worker); none where Cache Storage is missing (plain http on a LAN). */
export const packCacheNames = async (): Promise<string[]> => (typeof caches === 'undefined' ? [] : (await caches.keys()).filter(isPackCache));

/** When a pack's own cache was opened (ms), from its name; NaN for any other cache. */
export function packCacheOpenedAt(name: string): number {
  if (!name.startsWith(`${STORY_PACK_CACHE}:`)) return NaN;
  const opened = name.slice(name.lastIndexOf(':') + 1);
  return /^[0-9a-z]+$/.test(opened) ? parseInt(opened, 36) : NaN;
}

/**
 * How a pack's own downloads ask (story-pack-download.ts): past the browser's HTTP cache, which would keep a second
 * copy of every byte (a signed file may be kept there: private, max-age). The service worker knows them by it and
 * leaves them to the browser (sw/packs.ts): through the worker every byte passed one more thread on its way into the
 * cache, and each file waited for a look into every pack's cache first (a material file's answer took 60–90 ms
 * instead of 10–20 while the video was being written).
 */
export const PACK_DOWNLOAD_CACHE: RequestCache = 'no-store';

/** The story-pack list's query key (story-packs.queries.ts); refreshed when packs end here (story-pack-expiry.ts). */
export const STORY_PACKS_KEY = ['story-packs'] as const;

/**
 * Paid media come with a signature that expires within minutes (`?exp=&sig=`, server/media/signing.ts); the
 * stored file must still answer the player's URL of tomorrow, so the key is the URL without them.
 */
export function mediaKey(url: string, base?: string): string {
  const u = new URL(url, base);
  u.searchParams.delete('exp');
  u.searchParams.delete('sig');
  u.hash = '';
  return u.href;
}

/**
 * A big file of a pack is stored in windows of this size, each as the network answered it (story-pack-download.ts);
 * the service worker serves them joined (sw/packs.ts). Window i of a file lives under windowKey(key, i).
 * Fewer, bigger windows write faster: a story's 25 MB video was saved in 196–245 ms in windows of 16 MB, in
 * 232–291 ms in windows of 4 MB (which packs saved before 2026-11-29 have, and which still play: the service worker
 * reads a pack's window size from its first window), 318–364 ms in windows of 2 MB (docs/performance.md#story-packs).
 */
export const PACK_WINDOW = 16 * 1024 * 1024;
export const windowKey = (key: string, i: number) => `${key}${key.includes('?') ? '&' : '?'}pack-window=${i}`;

/**
 * A stored API answer is found by its path and story only: a pupil's code (accessCode) or any other
 * parameter does not change which pack answers, so the teacher's and the pupil's request meet one entry.
 */
export function apiKey(url: string, base?: string): string {
  const u = new URL(url, base);
  const key = new URL(u.pathname, u.origin);
  const story = u.searchParams.get('boardstoryId');
  if (story) key.searchParams.set('boardstoryId', story);
  return key.href;
}

/** The ends a pack can be saved under; null where the user has none of that kind. ISO strings. */
export type PackRights = { licenceUntil?: string | null; rentalUntil?: string | null; codeUntil?: string | null };

/**
 * A pack lasts as long as the right it was saved under, never longer: the earliest of the ends given.
 * Null when none is given (nothing to save under, e.g. a licence without an end date is not offered).
 */
export function packUntil(rights: PackRights): string | null {
  const ends = [rights.licenceUntil, rights.rentalUntil, rights.codeUntil]
    .filter((d): d is string => typeof d === 'string' && !Number.isNaN(Date.parse(d)))
    .map((d) => Date.parse(d));
  return ends.length ? new Date(Math.min(...ends)).toISOString() : null;
}

/** Ended by the device's clock: the pack is deleted even offline, and never kept past its server-given end. */
export const isPackExpired = (pack: { until: string }, now: Date): boolean => Date.parse(pack.until) <= now.getTime();
