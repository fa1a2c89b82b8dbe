import { defaultShouldDehydrateMutation, defaultShouldDehydrateQuery, type OmitKeyof } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions, Persister } from '@tanstack/query-persist-client-core';
import { userAtom } from './client-state';
import { createThrottledWriter, hasLocalData, openLocalDb } from './local-db';
import { CACHE_MAX_AGE, queryClient } from './query-client';
import { store } from './store';

// set by vite.config.ts `define`; a new build may change the shape of cached data, so it busts the cache
declare const __BUILD_ID__: string;
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

/** Build and user: one user's cache is never restored for another, nor across builds. */
export function currentBuster(): string {
  return `${BUILD_ID}:${store.get(userAtom).account?.id ?? 'guest'}`;
}

const KEY = 'query-client';
const writer = createThrottledWriter(async (client: PersistedClient) => (await openLocalDb()).queryCache.put({ key: KEY, value: client }), 1000);

/**
 * The TanStack Query cache in Dexie, throttled like createAsyncStoragePersister (the library's
 * async-storage persister is a separate package; this is the same idea over IndexedDB, which holds
 * structured data without JSON round trips). The provider fixes `buster` when it subscribes, before
 * anyone logs in, so each save stamps the buster of that moment; restoring compares it with
 * `persistOptions.buster`, read at start with the restored user.
 */
export const persister: Persister = {
  // Only a signed-in user's cache goes to disk: theirs holds personal answers that the service worker
  // must not keep, so without it nothing they saw would open offline. A guest's answers are all public
  // and already in the worker's runtime caches (sw/sw.ts), so a guest visit needs no Dexie at all.
  persistClient: (client) => {
    if (store.get(userAtom).account) writer.schedule({ ...client, buster: currentBuster() });
  },
  restoreClient: async () => {
    try {
      if (!(await hasLocalData())) return undefined;
      return (await (await openLocalDb()).queryCache.get(KEY))?.value as PersistedClient | undefined;
    } catch {
      // no IndexedDB: start with an empty cache instead of failing the provider
      return undefined;
    }
  },
  removeClient: async () => {
    await writer.cancel();
    if (!(await hasLocalData())) return;
    await (await openLocalDb()).queryCache.delete(KEY).catch(() => undefined);
  },
};

export const persistOptions: OmitKeyof<PersistQueryClientOptions, 'queryClient'> = {
  persister,
  maxAge: CACHE_MAX_AGE,
  // a getter: the provider reads it when it restores, after restoreClientState has set the user
  get buster() {
    return currentBuster();
  },
  dehydrateOptions: {
    // `meta: { persist: false }` keeps personal answers (licences, codes, organisation) off a shared device's disk
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && query.meta?.persist !== false,
    // the same for calls queued offline: a pupil's code in them must not stay on a shared device (part 1 §3)
    shouldDehydrateMutation: (mutation) => defaultShouldDehydrateMutation(mutation) && mutation.meta?.persist !== false,
  },
};

/**
 * Sends the mutations queued while offline (their functions come from `setMutationDefaults`, so the
 * feature's mutations module must be loaded first), then refreshes what they may have changed.
 */
export async function resumeQueuedMutations(): Promise<void> {
  await queryClient.resumePausedMutations();
  await queryClient.invalidateQueries();
}

// Replay on reconnect ourselves: Background Sync events are not available everywhere, and a queued
// authenticated request must never sit in the service worker.
if (typeof window !== 'undefined') addEventListener('online', () => void resumeQueuedMutations());
