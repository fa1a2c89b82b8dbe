import { defaultShouldDehydrateMutation, defaultShouldDehydrateQuery, onlineManager } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { createThrottledWriter, hasLocalData, openLocalDb } from './local-db';
import { CACHE_MAX_AGE, currentUser, queryClient } from './query-client';

// set by vite.config.ts `define`; a new build may change the shape of cached data, so it busts the cache
declare const __BUILD_ID__: string;
const BUILD_ID = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

const KEY = 'query-client';
const writer = createThrottledWriter(async (client: PersistedClient) => (await openLocalDb()).queryCache.put({ key: KEY, value: client }), 1000);

/**
 * The TanStack Query cache in Dexie, throttled like createAsyncStoragePersister (the library's
 * async-storage persister is a separate package; this is the same idea over IndexedDB, which holds
 * structured data without JSON round trips).
 *
 * One user's cache at a time: it is written only while somebody is signed in (the /api/me answer is
 * part of it), a login of another user clears it first and a logout removes it (session.ts). A
 * guest's answers are all public and already in the service worker's runtime caches, so a guest
 * visit needs no Dexie at all.
 */
export const persister: Persister = {
  persistClient: (client) => {
    if (currentUser()) writer.schedule(client);
  },
  restoreClient: async () => {
    try {
      if (!(await hasLocalData())) return undefined;
      return (await (await openLocalDb()).queryCache.get(KEY))?.value as PersistedClient | undefined;
    } catch {
      // no IndexedDB: start with an empty cache instead of failing the start
      return undefined;
    }
  },
  removeClient: async () => {
    await writer.cancel();
    if (!(await hasLocalData())) return;
    await (await openLocalDb()).queryCache.delete(KEY).catch(() => undefined);
  },
};

const saveOptions: PersistedQueryClientSaveOptions = {
  queryClient,
  persister,
  buster: BUILD_ID,
  dehydrateOptions: {
    // `meta: { persist: false }` keeps answers a shared device must not keep (lending codes, another person's
    // invitation, a pupil's code lookups) off the disk
    // An answer whose refresh failed offline turns to status 'error' but keeps its data; the default would drop it
    // from the disk, so the second offline reload lost the signed-in user and every page seen before
    shouldDehydrateQuery: (query) =>
      (defaultShouldDehydrateQuery(query) || (query.state.status === 'error' && query.state.data !== undefined)) && query.meta?.persist !== false,
    // the same for calls queued offline: a pupil's code in them must not stay on a shared device (see
    // docs/offline.md#query-cache)
    shouldDehydrateMutation: (mutation) => defaultShouldDehydrateMutation(mutation) && mutation.meta?.persist !== false,
  },
};
export const dehydrateOptions = saveOptions.dehydrateOptions!;

/**
 * The kinds of calls (the first part of their mutation key) that the stored cache holds queued. app.tsx loads
 * their modules before the restore, so each restored call finds its function (setMutationDefaults); a device
 * with nothing queued loads none of them at start.
 */
export async function queuedKindsOnDisk(): Promise<string[]> {
  const stored = await persister.restoreClient();
  return [...new Set((stored?.clientState.mutations ?? []).map((m) => String(m.mutationKey?.[0])))];
}

/**
 * app.tsx awaits this before the router's first load: loaders then find what was seen before,
 * offline too, and the signed-in user is known from the first render. Afterwards every change of
 * the cache is saved (throttled).
 */
export async function restorePersistedCache(): Promise<void> {
  // a first visit has nothing stored: it starts without opening the database (or loading Dexie)
  await persistQueryClientRestore({ queryClient, persister, maxAge: CACHE_MAX_AGE, buster: BUILD_ID });
  // A (re)load is a new start: what was restored shows at once (offline too) but is asked again as soon as a
  // screen uses it, however young it is. Otherwise a bookmark or licence changed elsewhere within the
  // last minute would stay hidden behind the stored me answer until it aged.
  await queryClient.invalidateQueries({ refetchType: 'none' });
  persistQueryClientSubscribe(saveOptions);
  // a change in the last second before the tab closes would otherwise be lost
  addEventListener('pagehide', () => void writer.flush());
}

/** Saves the cache now instead of within the second: a reload right after a login must find it. */
export async function savePersistedCache(): Promise<void> {
  await persistQueryClientSave(saveOptions);
  await writer.flush();
}

/**
 * Sends the mutations queued while offline (their functions come from `setMutationDefaults`, so
 * every feature's mutations module is imported by app.tsx first), then refreshes what they changed.
 */
export async function resumeQueuedMutations(): Promise<void> {
  // with nothing queued (most starts and reconnects) there is nothing they changed: no refetch of everything
  const queued = queryClient.getMutationCache().getAll().some((mutation) => mutation.state.isPaused);
  await queryClient.resumePausedMutations();
  if (queued) await queryClient.invalidateQueries();
}

// Replay when Lesefunke is reachable again, as connectivity.ts decides it (the browser's `online` event or
// the health probe after the server was down): Background Sync events are not available everywhere, and a
// queued authenticated request must never sit in the service worker.
onlineManager.subscribe((online) => {
  if (online) void resumeQueuedMutations();
});

// A write that starts to wait is stored now, not within the throttle's second: a reload right after the
// click must find it (the bookmark made offline and lost by a quick reload). One that was sent leaves the
// store as quickly, or a reload right after would restore it and send it again.
const STORED_AT_ONCE = new Set(['pause', 'success', 'error']);
queryClient.getMutationCache().subscribe((event) => {
  if (event.type === 'updated' && STORED_AT_ONCE.has(event.action.type)) void savePersistedCache();
});
