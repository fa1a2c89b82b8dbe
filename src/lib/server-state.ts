import { hashKey, hydrate, type QueryState } from '@tanstack/react-query';
import type { PageState } from '../shared/rendered-page';
import { queryKeys, SERVER_STATE_ELEMENT } from '../shared/query-keys';
import { hasSessionToRevoke } from './revoke-session';
import { currentUser, queryClient } from './query-client';

const meHash = hashKey(queryKeys.me());
// the public answers this page load took from the server's HTML (sw-registration.ts hands them to a new worker)
const fromPage = new Set<string>();

/** The cache entries (by hash) that came with the page, not from a request: a new service worker has no copy of them. */
export const answersFromPage = (): ReadonlySet<string> => fromPage;

/** The first screen's answers that the server put into the page (src/server/site/page-data.ts); none offline. */
function readServerState(): PageState | null {
  const element = document.getElementById(SERVER_STATE_ELEMENT);
  if (!element?.textContent) return null;
  // read once: a later start in this document (there is none, but a test's re-run) must not take old answers as new
  element.remove();
  try {
    const state = JSON.parse(element.textContent) as PageState;
    return Array.isArray(state?.queries) ? state : null;
  } catch {
    return null;
  }
}

/** An answer as a query that fetched it successfully at `at` holds it. */
const fetched = (data: unknown, at: number): QueryState => ({
  data,
  dataUpdateCount: 1,
  dataUpdatedAt: at,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
});

/**
 * Starts the query cache from the answers in the page, so the first screen asks nothing before its first
 * content (no /api/me, no CMS options). The service worker's copy of the app (offline, later visits) has none:
 * then the cache restored from the device and the usual requests serve, as before.
 *
 * Called after the restore from IndexedDB and after watchSession: the server's answers are newer than anything
 * stored, so they count as fetched now (the server's clock is not the browser's); a different user than the
 * restored one clears that one's answers (session.ts, as a /api/me answer would); and a restored user whom the
 * server no longer knows (a session ended elsewhere or expired) is logged out here, as the 401 of /api/me did.
 */
export async function applyServerState(endLocalSession: () => Promise<void>): Promise<void> {
  const state = readServerState();
  if (!state) return;
  const now = Date.now();
  const queries = state.queries
    .map(([queryKey, data]) => ({ queryKey: [...queryKey], queryHash: hashKey(queryKey), state: fetched(data, now), dehydratedAt: now }))
    // a session logged out offline and not yet revoked: its cookie still named the user to the server (revoke-session.ts)
    .filter((query) => !(query.queryHash === meHash && hasSessionToRevoke()));
  const me = queries.find((query) => query.queryHash === meHash);
  if (me && me.state.data === null && currentUser()) await endLocalSession();
  hydrate(queryClient, { mutations: [], queries });
  for (const query of queries) if (query.queryHash !== meHash) fromPage.add(query.queryHash);
}
