import { hashKey, onlineManager, type QueryKey } from '@tanstack/react-query';
import { LIVE_PATH, liveKeys, type LiveKey, type LiveMessage } from '../shared/schemas/live';
import { api, unwrap } from './api-client';
import { queryClient } from './query-client';

// Server push (/live, see docs/api.md#live): while someone is signed in, one WebSocket per tab hears "something of
// your organisation changed" and the cached answers it names are invalidated, so a change made by a colleague
// (or in another tab) shows without a reload. lib/session.ts starts it for a signed-in user and stops it at logout.

/**
 * Which cached answers each key makes stale. The keys are prefixes (every organisation id, every story) and
 * are written out here because lib sits below the features that define them (ARCHITECTURE.md).
 */
const invalidates: Record<LiveKey, QueryKey[]> = {
  // the order's state, the orders waiting for activation, the licence it names, and the organisation's rental counters and roles
  order: [
    ['auth', 'current-order'],
    ['auth', 'waiting-orders'],
    ['auth', 'license'],
    ['auth', 'organization'],
  ],
  // one's own role (header, rights) and the member list of the administration page
  members: [
    ['auth', 'organization'],
    ['administration', 'organization'],
  ],
  invitations: [['administration', 'invitations']],
  // the owner's codes (and those former members left), and the current order that counts rental codes
  'access-codes': [
    ['access-codes', 'mine'],
    ['access-codes', 'left-behind'],
    ['auth', 'current-order'],
  ],
  // a pupil's turn came in: every class-results view (a code's, the overview) is asked again
  turns: [['class-results']],
};

const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** A connection that lasted this long was a good one: the next drop starts the back-off from the beginning. */
const GOOD_CONNECTION_MS = 10_000;

/** The pause before reconnect attempt `attempt` (0, 1, …): 1 s doubling to 30 s, each somewhere in its upper half, so tabs do not all return at once. */
export function backoffDelay(attempt: number, random = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** attempt);
  return ceiling / 2 + (random() * ceiling) / 2;
}

let wanted = false;
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
/** The CSRF token in use; '' means: ask /api/live-token. It belongs to one session and is dropped with it. */
let token = '';
/** The page's own token (from the shell's meta tag) is tried once: after a logout it names an ended session. */
let pageTokenTaken = false;
/** Bumped by stopLive, so a connect still waiting for its token does not open a socket after it. */
let generation = 0;
let watchingNetwork = false;
/** Whether this session's socket was open before: a reopening may have missed changes. */
let connectedBefore = false;

function pageToken(): string {
  if (pageTokenTaken || typeof document === 'undefined') return '';
  pageTokenTaken = true;
  // empty for a guest's page load and in the service worker's cached index.html
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}

function invalidate(keys: readonly LiveKey[]) {
  const queryKeys = new Map(keys.flatMap((key) => invalidates[key] ?? []).map((queryKey) => [hashKey(queryKey), queryKey]));
  for (const queryKey of queryKeys.values()) void queryClient.invalidateQueries({ queryKey });
}

function schedule() {
  if (!wanted || retry !== undefined) return;
  retry = setTimeout(() => {
    retry = undefined;
    void connect();
  }, backoffDelay(attempt++));
}

async function connect() {
  // offline, nothing is tried: the network's return connects (watchNetwork)
  if (!wanted || socket || !onlineManager.isOnline()) return;
  const run = generation;
  try {
    token ||= pageToken() || (await unwrap(api['live-token'].$get())).token;
  } catch {
    // offline or the server away: quietly later. A 401 here has logged the session out (api-client.ts)
    if (run === generation) schedule();
    return;
  }
  if (run !== generation || socket) return;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}?csrf=${encodeURIComponent(token)}`);
  socket = ws;
  let openedAt = 0;
  ws.onopen = () => {
    // changes made while there was no connection were not heard: whatever they could have touched is asked again
    if (connectedBefore) invalidate(liveKeys);
    connectedBefore = true;
    openedAt = Date.now();
  };
  ws.onmessage = (event: MessageEvent) => {
    if (socket !== ws) return;
    try {
      const message = JSON.parse(String(event.data)) as LiveMessage;
      if (message.type === 'changed' && Array.isArray(message.keys)) invalidate(message.keys);
    } catch {
      // not ours
    }
  };
  ws.onclose = (event: CloseEvent) => {
    if (socket !== ws) return;
    socket = null;
    // refused (the browser shows the HTTP 401/403 only as a close before open) or told the session ended:
    // the token may be stale, the next try asks for a fresh one
    if (!openedAt || event.code === 4401) token = '';
    if (openedAt && Date.now() - openedAt >= GOOD_CONNECTION_MS) attempt = 0;
    schedule();
  };
}

function watchNetwork() {
  if (watchingNetwork) return;
  watchingNetwork = true;
  onlineManager.subscribe((online) => {
    if (!wanted) return;
    if (!online) {
      // a socket over a network that is gone can take minutes to notice; it is closed and made anew on return
      socket?.close();
      return;
    }
    clearTimeout(retry);
    retry = undefined;
    void connect();
  });
}

/** Connects (and keeps connecting) while a user is signed in; does nothing for a second call. */
export function startLive(): void {
  if (wanted || typeof WebSocket === 'undefined') return;
  wanted = true;
  attempt = 0;
  watchNetwork();
  void connect();
}

/** Closes the socket at logout; no answer of it reaches the next user. */
export function stopLive(): void {
  wanted = false;
  generation += 1;
  clearTimeout(retry);
  retry = undefined;
  token = '';
  connectedBefore = false;
  const ws = socket;
  socket = null;
  ws?.close(1000, 'logout');
}
