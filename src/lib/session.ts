import { hashKey } from '@tanstack/react-query';
import { STREAMING_ENGINE_CACHE } from './cache-keys';
import type { Me } from '../shared/schemas/auth';
import { beginSession, setUnauthorizedHandler } from './api-client';
import { clearPerUserTables } from './local-db';
import { persister, savePersistedCache } from './persister';
import { currentUser, meQuery, queryClient } from './query-client';
import { subscribeReachable } from './connectivity';
import { forgetSessionToRevoke, revokePendingSession } from './revoke-session';

// The push socket (live.ts) is only for signed-in users: loaded with the first of them, so a guest's first
// load does not carry it (vite.config.ts keeps it out of the shell chunk). `wanted` settles a stop that comes
// while the module is still loading.
let live: typeof import('./live') | null = null;
let wanted = false;
function startLive() {
  wanted = true;
  if (live) return live.startLive();
  void import('./live').then((m) => {
    live = m;
    if (wanted) m.startLive();
  });
}
function stopLive() {
  wanted = false;
  live?.stopLive();
}

// The one place where a session on this device begins and ends. A classroom tablet is shared:
// nothing of the last user may stay behind for the next one. The order of the logout follows
// ARCHITECTURE.md "Offline and persistence".

const CHANNEL = 'lesefunke-auth';
const meHash = hashKey(meQuery.queryKey);
// One channel object for sending and receiving: a message reaches every other object of the name, even one
// in the same tab, so a second object here would hear this tab's own logout (and clear a login made since).
// Opened by watchSession, once, at start.
let otherTabs: BroadcastChannel | null = null;
type AuthMessage = { type: 'logout' };
/**
 * Saved stories are no part of the session; they end by their own date, and a teacher handing the device to
 * a class leaves them for the pupils. Only the logout's "Löschen" removes them: its caller hands the removal
 * over as `alsoDelete` (features/auth/logout.ts), so this plumbing knows nothing of story packs.
 */
export type EndSessionOptions = { alsoDelete?: () => Promise<void> };

/** Which caches outlive a session (the saved stories'), told by app.tsx through watchSession. */
let keptCache: (cacheName: string) => boolean = () => false;
/** What must stop before the session's data goes (the saves of stories under way), told by app.tsx likewise. */
let stopWork: () => Promise<void> = async () => {};

/** Workbox names its precache `workbox-precache-v2-…`; that and the streaming engine's cache are the offline app itself and stay. */
export const isPrecache = (cacheName: string) => cacheName.includes('precache') || cacheName === STREAMING_ENGINE_CACHE;

async function deleteRuntimeCaches() {
  // `caches` is missing outside secure contexts (plain http on a LAN address)
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  // saved stories stay unless the logout says otherwise (endLocalSession): they are not the session's, and end by their own date
  await Promise.all(names.filter((n) => !isPrecache(n) && !keptCache(n)).map((n) => caches.delete(n)));
}

async function clearThisTab() {
  // 0. the ended session's push socket closes, and answers still on their way belong to it: they are dropped (api-client.ts)
  stopLive();
  beginSession();
  // 1. queued mutations would otherwise be sent later under the next user's session
  queryClient.getMutationCache().clear();
  // 2. the in-memory answers (the account, licence, bookmarks); the visitor is a guest now. The me query
  // itself stays and turns null: removed, the header still watching it would never hear of the change
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
  queryClient.setQueryData(meQuery.queryKey, null);
  // 3. work the session started (a story being saved) stops and removes what it wrote: finished after the
  // clearing, it would leave the signed-out user's data behind
  await stopWork().catch((err) => console.warn('Laufendes Speichern nicht beendet', err));
  // 4. their copy in IndexedDB, including a save still waiting in the throttle, and their per-user tables (where they stopped each story)
  await persister.removeClient();
  await clearPerUserTables().catch((err) => console.warn('Lokale Daten nicht gelöscht', err));
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
 * Ends the session on this device: everything the signed-in user left in this browser goes, and the
 * other tabs do the same. The auth feature calls it on logout; any 401 of the current session does too.
 */
export async function endLocalSession({ alsoDelete }: EndSessionOptions = {}): Promise<void> {
  await clearOnce();
  // a 401 is no decision of the user's: only the logout's "Löschen" removes the saved stories
  if (alsoDelete) await alsoDelete().catch((err) => console.warn('Gespeicherte Geschichten nicht gelöscht', err));
  otherTabs?.postMessage({ type: 'logout' } satisfies AuthMessage);
}

/**
 * A login (or the terms consent that completes one) succeeded. Another user's data still on this
 * device goes first; answers still on their way from before the login are dropped.
 */
export async function startLocalSession(account: Me): Promise<void> {
  // a logout under way (the previous session's last 401) finishes first, so it cannot clear the new one
  if (running) await running;
  // the login's answer replaced the cookie of a session logged out offline: there is nothing left to revoke
  forgetSessionToRevoke();
  const previous = currentUser();
  if (previous && previous.id !== account.id) await clearOnce();
  // a new session even for the same user: its push socket is made anew with the new session's token (watchSession)
  stopLive();
  beginSession();
  await queryClient.cancelQueries({ queryKey: meQuery.queryKey });
  queryClient.setQueryData(meQuery.queryKey, account);
  // stored now, not within the second: a reload right after the login must find it. Not awaited: the login
  // screen moves on in the same turn, before anything renders the signed-in state on the login page
  void savePersistedCache();
}

/**
 * app.tsx calls this once: a 401 of the current session logs out (see docs/offline.md#logout) — a guest's 401 changes
 * nothing — and a logout in another tab clears this tab too (without telling the others again).
 */
export function watchSession({ keepCache, beforeClear }: { keepCache: (cacheName: string) => boolean; beforeClear: () => Promise<void> }): void {
  keptCache = keepCache;
  stopWork = beforeClear;
  setUnauthorizedHandler(() => {
    if (currentUser()) void endLocalSession();
  });
  // /api/me may name somebody else than the restored cache did (a single sign-on as another person):
  // the earlier user's answers go before the new one's are shown
  let known = currentUser();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== meHash) return;
    // 'added' with an answer too: the server's page data (server-state.ts) creates the entry when nothing was
    // restored; an entry added empty (a fetch about to start) says nothing about who is signed in
    const answered = event.type === 'updated' || (event.type === 'added' && event.query.state.data !== undefined);
    if (!answered) return;
    const now = (event.query.state.data as Me | null | undefined) ?? null;
    if (known && now && now.id !== known.id) void clearOnce().then(() => queryClient.setQueryData(meQuery.queryKey, now));
    known = now;
    // server push for a signed-in user only (a login, a restored session, a single sign-on); never for a guest
    if (now) startLive();
    else stopLive();
  });
  if (known) startLive();
  // a logout made offline reaches the server as soon as it can: at start and whenever Lesefunke answers again
  // (the browser's `online` event, or the health probe when only the server was gone)
  void revokePendingSession();
  subscribeReachable((reachable) => void (reachable && revokePendingSession()));
  if (typeof BroadcastChannel !== 'undefined') {
    otherTabs = new BroadcastChannel(CHANNEL);
    otherTabs.onmessage = (event: MessageEvent<AuthMessage>) => {
      if (event.data?.type === 'logout') void clearOnce();
    };
  }
}
