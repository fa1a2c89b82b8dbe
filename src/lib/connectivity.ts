import { onlineManager } from '@tanstack/react-query';
import type { ServerPath } from './api-urls';

// The one place that decides whether Lesefunke is reachable. TanStack's onlineManager hears the browser's
// `online`/`offline` events itself; this adds what the browser cannot know: a server that is down or a
// gateway that answers for it while the device has a network. Queries then fail at once instead of
// retrying (query-client.ts), queued writes pause instead of failing, and both go on when the health
// probe answers or the browser reports `online` again (persister.ts resumes the writes).

// The browser knows whether it is offline before the first event fires; start from its answer.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

/** The gateway answers a proxy gives when Lesefunke behind it is down or restarting. */
const GATEWAY = new Set([502, 503, 504]);

/**
 * The error of a content request that Lesefunke answered with a gateway's status: the content service behind it (a
 * school's WordPress) is down, not Lesefunke (api-client.ts sets it). Its boardstories and the rest still work.
 */
export const CONTENT_UNAVAILABLE = 'content_unavailable';

/** Whether a failed call means "Lesefunke is unreachable" (no answer, or a gateway's), not "it refused". */
export function isUnreachable(status: number, error: string): boolean {
  return (status === 0 && error === 'network_error') || (GATEWAY.has(status) && error !== CONTENT_UNAVAILABLE);
}

const PROBE_MS = 5_000;
const PROBE_MAX_MS = 60_000;
/** Every 5 s at first, then less often, so a long outage costs a classroom's tablets little. */
export const probeDelay = (failures: number) => Math.min(PROBE_MS * 2 ** Math.max(0, failures - 2), PROBE_MAX_MS);

/**
 * Whether a queued write tries again: while Lesefunke is unreachable always (the retry pauses until it
 * answers, with the same Idempotency-Key, so a request whose answer was lost is not applied twice); while
 * the first request with the key still runs on the server (409) a few times; a server error twice more.
 * A refusal (4xx) will not change.
 */
export function retryWrite(failureCount: number, error: unknown): boolean {
  const { status, error: code } = (error ?? {}) as { status?: number; error?: string };
  if (typeof status !== 'number') return false;
  if (isUnreachable(status, code ?? '')) return true;
  if (status === 409 && code === 'idempotency_key_in_use') return failureCount < 10;
  return status >= 500 && failureCount < 2;
}

/** Doubles from 1 s up to 30 s, like TanStack's default. */
export const writeRetryDelay = (failureCount: number) => Math.min(1_000 * 2 ** failureCount, 30_000);

/**
 * A tap, a key or the page coming back into view while Lesefunke is unreachable asks the server at once (at most
 * this often) instead of at the back-off's next turn: a teacher who acts after the server returned does not wait
 * up to a minute for it to be seen. Such a question does not lengthen the back-off, which is for unattended time.
 */
export const ASK_ON_ACTION_MS = 2_000;

let probing = false;
let failures = 0;
let asking = false;
let lastActionAsked = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | undefined;

function stopProbing() {
  probing = false;
  clearTimeout(timer);
}

async function askServer(counted: boolean): Promise<void> {
  clearTimeout(timer);
  asking = true;
  let answered = false;
  try {
    // fetched directly, not through the API client: its failure would report itself again; the service
    // worker never caches /api/health, so only the server itself can answer
    answered = navigator.onLine && (await fetch('/api/health' satisfies ServerPath, { cache: 'no-store' })).ok;
  } catch {
    // still unreachable
  } finally {
    asking = false;
  }
  // the browser's `online` event may have ended the outage meanwhile
  if (!probing) return;
  if (answered) {
    stopProbing();
    onlineManager.setOnline(true);
    return;
  }
  if (counted) failures += 1;
  timer = setTimeout(() => void askServer(true), probeDelay(failures));
}

/** While unreachable: a sign of a reader asks now, unless a question is under way or the last such was just now. */
function askOnAction() {
  if (!probing || asking || Date.now() - lastActionAsked < ASK_ON_ACTION_MS) return;
  lastActionAsked = Date.now();
  void askServer(false);
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'keydown'] as const) addEventListener(type, askOnAction, { capture: true, passive: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') askOnAction();
  });
}

/** Whether Lesefunke answers, as the whole UI sees it: the device offline and the server down are the same to a reader. */
export const isReachable = (): boolean => onlineManager.isOnline();

/** Calls `onChange` whenever Lesefunke becomes reachable or unreachable; answers the unsubscribe. */
export const subscribeReachable = (onChange: (reachable: boolean) => void): (() => void) => onlineManager.subscribe(onChange);

/** A call (api-client.ts) or the service worker found Lesefunke unreachable: offline until the probe gets an answer. */
export function reportUnreachable(): void {
  onlineManager.setOnline(false);
  if (probing) return;
  probing = true;
  failures = 0;
  timer = setTimeout(() => void askServer(true), probeDelay(0));
}

/**
 * A page the service worker answered may have come from its caches alone (the shell, the CMS pages and the
 * catalogue within their HTTP lifetime), so no request of the page found the server down: one look at the server,
 * once the page has painted, tells the reader on a page load at the latest (docs/offline.md#ways-of-being-offline).
 */
export async function checkReachable(): Promise<void> {
  if (!navigator.onLine || !navigator.serviceWorker?.controller) return;
  try {
    const res = await fetch('/api/health' satisfies ServerPath, { cache: 'no-store' });
    if (isUnreachable(res.status, '')) reportUnreachable();
  } catch {
    reportUnreachable();
  }
}

// the browser's `online` event (or a probe) ended the outage: no more probing
onlineManager.subscribe((online) => {
  if (online) stopProbing();
});
