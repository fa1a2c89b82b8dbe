import { atom } from 'jotai';
import { createThrottledWriter, hasLocalData, openLocalDb } from './local-db';
import { store } from './store';

// What the browser owns and keeps across visits: the preferences (a notice seen, …; see
// docs/interface.md#client-state). The server's data (account, order, licence, bookmarks) is not here: the query cache
// owns it.

export type Preferences = Record<string, string>;
export const preferencesAtom = atom<Preferences>({});

/** Stored with version 1 (see docs/interface.md#client-state); a stored state of another version is discarded. */
export const CLIENT_STATE_VERSION = 1;
export type PersistedClientState = { version: typeof CLIENT_STATE_VERSION; preferences: Preferences };

export const toPersisted = (preferences: Preferences): PersistedClientState => ({ version: CLIENT_STATE_VERSION, preferences });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is restored: a stored state of another version (or of no recognisable shape) is discarded whole. */
export function fromPersisted(stored: unknown): Preferences | null {
  if (!isObject(stored) || stored.version !== CLIENT_STATE_VERSION || !isObject(stored.preferences)) return null;
  return Object.fromEntries(Object.entries(stored.preferences).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

const KEY = 'client-state';
// the spec's "at most once per second"
const writer = createThrottledWriter(async (value: PersistedClientState) => (await openLocalDb()).clientState.put({ key: KEY, value }), 1000);

/** Loads the stored preferences into the store and saves every change; app.tsx awaits it before the first render. */
export async function restoreClientState(): Promise<void> {
  try {
    // a first visit has nothing stored: it starts without opening the database (or loading Dexie)
    if (await hasLocalData()) {
      const localDb = await openLocalDb();
      const row = await localDb.clientState.get(KEY);
      const preferences = fromPersisted(row?.value);
      if (preferences) store.set(preferencesAtom, preferences);
      else if (row) await localDb.clientState.delete(KEY);
      // an older save also held the account and organisation: written again, it keeps only the preferences
      if (preferences && Object.keys(row?.value as object).length > 2) await localDb.clientState.put({ key: KEY, value: toPersisted(preferences) });
    }
  } catch (err) {
    // no IndexedDB (some private modes): preferences last as long as the page
    console.warn('Gespeicherter Zustand nicht lesbar', err);
  }
  let lastWrite = 0;
  store.sub(preferencesAtom, () => {
    writer.schedule(toPersisted(store.get(preferencesAtom)));
    // Preferences change seldom, and one is often followed by a reload (a notice seen, then the page left):
    // the first change in a second is written at once, later ones at the end of the second
    if (Date.now() - lastWrite < 1000) return;
    lastWrite = Date.now();
    void writer.flush();
  });
  // a change in the last second before the tab closes would otherwise be lost
  addEventListener('pagehide', () => void writer.flush());
}
