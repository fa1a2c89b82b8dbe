import { openLocalDb, type StoryPack } from '../../lib/local-db';
import { loadOfflineCodes } from '../access-codes/access-codes.public';
import { storeAnswers, type AnswersInput } from './pack-answers';
import { packDownloader } from './story-pack-download';
import { FAILED, NOT_ENOUGH_SPACE, StoryPackError } from './story-pack-errors';
import { deletePackFiles } from './stored-packs';
import { packCacheName } from './story-packs.keys';

/**
 * Stories saved for offline use (see docs/offline.md#story-packs): each pack's files live in a Cache Storage cache
 * of its own (`packCacheName`; the service worker answers from it, sw/packs.ts), its description in IndexedDB
 * (stored-packs.ts). A pack ends with the right it was saved under (licence, rental or code end) and is then deleted.
 */
export type PackProgress = { done: number; total: number };

export type SavePackInput = AnswersInput & {
  until: string;
  savedWith: StoryPack['savedWith'];
  /** the code's signed token, when the access-code answer carries one: lets the device open the code offline */
  signedToken?: string | null;
  onProgress: (p: PackProgress) => void;
  signal: AbortSignal;
};

/** Free bytes as the browser grants them; Infinity where the browser does not say. */
export async function freeSpace(): Promise<number> {
  const estimate = await navigator.storage?.estimate?.();
  if (!estimate?.quota) return Infinity;
  return estimate.quota - (estimate.usage ?? 0);
}

const isQuotaError = (err: unknown) => err instanceof DOMException && err.name === 'QuotaExceededError';

/**
 * Saves a story for offline use: its API answers, trailer, full video (one variant), the games' pictures and
 * sounds and the material the user may download. Cancelled or failed, whatever was stored so far goes again.
 */
export async function saveStoryPack(input: SavePackInput): Promise<StoryPack> {
  const { story } = input;
  // without it the browser may clear the pack when space gets short. Asked at once but not waited for: on a
  // device's first save the browser takes up to a quarter of a second to answer, and no file needs the answer.
  const persisted = navigator.storage?.persist?.().catch(() => false);
  // opening the cache took 57 ms on a fresh device: the first requests do not wait for it, only their writes
  const cacheName = packCacheName(story.slug, Date.now());
  const cache = caches.open(cacheName);
  // one stop for every request still running: the user's cancel, too little space, or a failed file
  const stop = new AbortController();
  const cancel = () => stop.abort();
  input.signal.addEventListener('abort', cancel);
  // stopped while this module was still loading (a logout, saves-under-way.ts): the listener above would never hear it
  if (input.signal.aborted) cancel();
  let done = 0;
  let total = 0;
  // the bar is drawn at most ten times a second: a report per piece re-rendered the page more often than needed
  let reported = 0;
  // a file that finishes after the save failed must not draw the bar again over the failure's message
  let ended = false;
  const report = (force = false) => {
    if (ended || (!force && performance.now() - reported < 100)) return;
    reported = performance.now();
    input.onProgress({ done, total: Math.max(total, done) });
  };
  const files = packDownloader(cache, stop.signal, {
    onBytes: (n) => {
      done += n;
      if (total) report();
    },
    failed: () => new StoryPackError(FAILED),
  });
  try {
    await storeAnswers(input, cache, files, stop.signal);
    // every file has told its size within its first answer: checked before the rest of the bytes are written
    total = await files.sized();
    if (total > (await freeSpace())) throw new StoryPackError(NOT_ENOUGH_SPACE);
    report(true);
    const bytes = await files.finished();
    report(true);
    await persisted;
    const pack: StoryPack = {
      slug: story.slug,
      boardstoryId: story.id,
      title: story.title,
      variant: input.variant,
      bytes,
      cache: cacheName,
      savedAt: new Date().toISOString(),
      until: input.until,
      savedWith: input.savedWith,
    };
    const db = await openLocalDb();
    // a pack of the same story replaced here (one another user saved, which this one could not see) takes its files along
    const replaced = await db.storyPacks.get(story.slug);
    await db.storyPacks.put(pack);
    if (replaced) await deletePackFiles(replaced);
    if (input.signedToken) await (await loadOfflineCodes()).rememberCode(input.signedToken, 'pack');
    return pack;
  } catch (err) {
    ended = true;
    stop.abort();
    // every request stops before the message shows; the cache goes whole, with any write the browser commits late
    await files.settled();
    await caches.delete(cacheName);
    if (isQuotaError(err)) throw new StoryPackError(NOT_ENOUGH_SPACE);
    if (err instanceof StoryPackError || input.signal.aborted) throw err;
    throw new StoryPackError(FAILED);
  } finally {
    input.signal.removeEventListener('abort', cancel);
  }
}
