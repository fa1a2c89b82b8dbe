import { flushClientState, logoutResetAtom } from './client-state';
import { persister } from './persister';
import { queryClient } from './query-client';
import { store } from './store';

// Logout on a shared device (a classroom tablet): nothing of the last user may stay behind for the
// next one. The order follows ARCHITECTURE.md "Offline and persistence".

const CHANNEL = 'lesefunke-auth';
type AuthMessage = { type: 'logout' };

/** Workbox names its precache `workbox-precache-v2-…`; that is the offline app itself and stays. */
export const isPrecache = (cacheName: string) => cacheName.includes('precache');

async function deleteRuntimeCaches() {
  // `caches` is missing outside secure contexts (plain http on a LAN address)
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => !isPrecache(n)).map((n) => caches.delete(n)));
}

async function clearThisTab() {
  // 1. queued mutations would otherwise be sent later under the next user's session
  queryClient.getMutationCache().clear();
  // 2. the in-memory answers (the account, licences, bookmarks)
  queryClient.clear();
  // 3. their copy in IndexedDB, including a save still waiting in the throttle
  await persister.removeClient();
  // 4. the client state slices (preferences and options stay), written at once, not within the second
  store.set(logoutResetAtom);
  await flushClientState();
  // 5. runtime caches: CMS answers, the catalogue and downloaded media; the precache keeps the app working offline
  await deleteRuntimeCaches().catch((err) => console.warn('Caches nicht gelöscht', err));
}

let running: Promise<void> | null = null;
/** One run at a time: a logout answered by several 401s clears once. */
function clearOnce() {
  running ??= clearThisTab().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Clears everything the signed-in user left in this browser and tells the other tabs to do the
 * same. The auth feature calls it on logout and on any 401 (setUnauthorizedHandler).
 */
export async function clearLocalData(): Promise<void> {
  await clearOnce();
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'logout' } satisfies AuthMessage);
  channel.close();
}

/**
 * main.tsx calls this once: a logout in another tab clears this tab too (without telling the
 * others again). `onLogout` lets the app leave a page that needs a login.
 */
export function listenForLogoutInOtherTabs(onLogout?: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<AuthMessage>) => {
    if (event.data?.type === 'logout') void clearOnce().then(onLogout);
  };
  return () => channel.close();
}
