import type { SavedVariant } from '../shared/domain/saved-variant';
import type { LesefunkeDb } from './local-db-dexie';

/** One row per stored thing; `key` names it ('query-client', 'client-state'). */
export type KeyValueRow = { key: string; value: unknown };

export const LOCAL_DB_NAME = 'lesefunke';

/** A story saved for offline use (features/story-packs): its row in the storyPacks table; its files are in Cache Storage. */
export type StoryPack = {
  slug: string;
  boardstoryId: number;
  title: string;
  /** the full video's rendition: with burned-in text or without */
  variant: SavedVariant;
  /** bytes stored in the cache */
  bytes: number;
  /** the pack's own cache in Cache Storage (features/story-packs/story-packs.keys.ts); removing the pack deletes it */
  cache?: string;
  /** a pack saved before packs had caches of their own: its keys in the shared cache, so removing it removes exactly them */
  urls?: string[];
  savedAt: string;
  /** ISO: licence end, rental end or code end — never later than the server said */
  until: string;
  /** whose right: the signed-in user's licence, or the pupil code it was saved with */
  savedWith: { kind: 'licence'; userId: number } | { kind: 'code'; code: string };
};

/**
 * Where a signed-in user stopped a story on their own device (features/player/resume): one row per user, story and
 * video variant. Per user, so it goes with the rest of their data at logout (clearPerUserTables).
 */
export type ResumeRow = {
  /** `${userId}:${boardstoryId}:${variant}` */
  key: string;
  userId: number;
  boardstoryId: number;
  variant: SavedVariant;
  seconds: number;
  duration: number;
  /** the games' state at that moment (features/games/game-progress.ts); opaque here */
  games: unknown;
  savedAt: string;
};

// Dexie is about a fifth of the first load's JavaScript budget, and a guest's first visit has
// nothing to store: their pages are public and the service worker keeps them offline. So Dexie is
// loaded on first use (a stored state to restore, a login, a preference), not with the shell.
let opening: Promise<LesefunkeDb> | null = null;

/** The local database, loading Dexie the first time it is asked for. */
export function openLocalDb(): Promise<LesefunkeDb> {
  opening ??= import('./local-db-dexie').then(({ LesefunkeDb }) => new LesefunkeDb());
  return opening;
}

/**
 * Whether this browser has stored anything of ours, answered without loading Dexie. Where the
 * browser cannot list its databases, the answer is yes, so stored data is never skipped.
 */
export async function hasLocalData(): Promise<boolean> {
  if (opening) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((info) => info.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}

/**
 * localStorage key of the resume positions a page wrote as it went (features/player/resume/resume-store.ts): an
 * IndexedDB write begun in `pagehide` may never land, a localStorage write does. The next load moves them into
 * `resumePositions`; per user like that table, so the logout removes them with it.
 */
export const RESUME_STASH_KEY = 'lesefunke.resume-on-leave';

/** The logout's step "delete per-user Dexie tables" (ARCHITECTURE.md): a first visit with nothing stored loads no Dexie. */
export async function clearPerUserTables(): Promise<void> {
  try {
    localStorage.removeItem(RESUME_STASH_KEY);
  } catch {
    // no localStorage (blocked): nothing was stashed there either
  }
  if (!(await hasLocalData())) return;
  await (await openLocalDb()).resumePositions.clear();
}

export type ThrottledWriter<T> = {
  /** remember the newest value; it is written at the end of the current interval */
  schedule: (value: T) => void;
  /** write a waiting value now (before a reload or after a logout) */
  flush: () => Promise<void>;
  /** forget a waiting value and wait for a write already under way */
  cancel: () => Promise<void>;
};

/**
 * Writes at most once per interval and always the newest value (trailing), like the throttle of
 * TanStack's createAsyncStoragePersister: a burst of cache or state changes costs one IndexedDB write.
 * Writes run one after another, so an older value never lands after a newer one.
 */
export function createThrottledWriter<T>(write: (value: T) => unknown, intervalMs = 1000): ThrottledWriter<T> {
  let waiting: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let chain: Promise<void> = Promise.resolve();

  const run = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting) {
      const { value } = waiting;
      waiting = null;
      chain = chain.then(async () => {
        try {
          await write(value);
        } catch (err) {
          // a failed save (quota, private mode) costs only offline comfort; the next change tries again
          console.warn('Lokales Speichern fehlgeschlagen', err);
        }
      });
    }
    return chain;
  };

  return {
    schedule(value) {
      waiting = { value };
      timer ??= setTimeout(run, intervalMs);
    },
    flush: run,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
      return chain;
    },
  };
}
