// A logout while offline (or while the server fails) ends the session on the device at once, but the
// server still knows it, and the browser still holds its cookie: the next /api/me would sign the teacher
// in again. So the device remembers that a session is still to be revoked, answers "nobody signed in"
// until that is done, and sends the logout before any other request once the network is back.

import type { ServerPath } from './api-urls';
import { isUnreachable, reportUnreachable } from './connectivity';

export const REVOKE_KEY = 'lesefunke-revoke-session';

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage blocked (some private modes): nothing can be remembered across a reload
    return null;
  }
};

/** True while a session ended on this device has not yet been revoked on the server. */
export const hasSessionToRevoke = (): boolean => (storage()?.getItem(REVOKE_KEY) ?? null) !== null;

/**
 * The logout could not reach the server: remember to send it again (shared by all tabs through localStorage). The mark
 * names this logout, so the tab that sends it can say "this one is done" where every tab sees it at once (below).
 */
export const markSessionToRevoke = (): void => storage()?.setItem(REVOKE_KEY, `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/** A login succeeded: its answer replaced the cookie, the old session is no longer this device's. */
export const forgetSessionToRevoke = (): void => storage()?.removeItem(REVOKE_KEY);

let revoking: Promise<void> | null = null;

const locks = () => (typeof navigator !== 'undefined' ? navigator.locks : undefined);
const doneLock = (mark: string) => `${REVOKE_KEY}:sent:${mark}`;

/**
 * Whether another tab has sent this logout. Its removal of the mark reaches this tab's localStorage only a moment later
 * (Chromium passes it between the tabs' processes), so the sender also holds a lock named after the mark for as long
 * as it lives: the browser's lock manager answers every tab alike, at once.
 */
async function sentByAnotherTab(mark: string): Promise<boolean> {
  const held = (await locks()?.query?.())?.held ?? [];
  return held.some((lock) => lock.name === doneLock(mark));
}

/** Says "this logout is sent" to every tab before the sending tab lets the next one in. */
function sayItIsSent(mark: string): Promise<void> {
  const manager = locks();
  if (!manager) return Promise.resolve();
  return new Promise<void>((held) => {
    void manager.request(doneLock(mark), { mode: 'shared' }, () => {
      held();
      // kept while this tab lives: a later logout has another mark, and so another name
      return new Promise<void>(() => {});
    });
  });
}

/** The one request; the mark is read again, as another tab may have sent it while this one waited for the lock. */
async function sendRevoke(): Promise<void> {
  const mark = storage()?.getItem(REVOKE_KEY) ?? null;
  if (mark === null || (await sentByAnotherTab(mark))) return;
  try {
    const res = await fetch('/auth/logout' satisfies ServerPath, { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (res.ok || res.status === 401) {
      await sayItIsSent(mark);
      forgetSessionToRevoke();
    } else if (isUnreachable(res.status, '')) reportUnreachable();
  } catch {
    // unreachable: the health probe watches for the server, and its answer sends this again (session.ts)
    reportUnreachable();
  }
}

/**
 * Every tab hears the network return at the same moment and each would send the logout: a Web Lock lets one send it
 * and the others find the mark gone. Where the browser has no Web Locks, each tab sends its own (the server answers
 * the second 204 or 401 as well).
 */
async function oneTabAtATime(send: () => Promise<void>): Promise<void> {
  const manager = locks();
  if (manager) await manager.request(REVOKE_KEY, send);
  else await send();
}

/**
 * Sends the outstanding logout, once at a time and from one tab. Only an answer clears the mark: 204, or 401 when
 * the session had expired anyway. Offline or a server error leaves it for the next try. Plain fetch, not the API
 * client: the client waits for this very call before sending anything (api-client.ts).
 */
export function revokePendingSession(): Promise<void> {
  if (!hasSessionToRevoke()) return Promise.resolve();
  revoking ??= oneTabAtATime(sendRevoke).finally(() => {
    revoking = null;
  });
  return revoking;
}
