import { onlineManager, QueryClient, queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../shared/query-keys';
import type { Me } from '../shared/schemas/auth';
import { api, ApiError, unwrap } from './api-client';
import { hasSessionToRevoke, revokePendingSession } from './revoke-session';
import { isUnreachable } from './connectivity';

/** How long a persisted cache may be restored (persister.ts); gcTime must not be shorter or restored data is dropped at once. */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60_000;

/**
 * A 4xx answer will not change by asking again; network errors and 5xx get two more tries. Offline or
 * with Lesefunke unreachable (connectivity.ts), a request the service worker could not answer fails at
 * once: a retry would pause until the connection returns and keep the page waiting instead of showing
 * what is there.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && isUnreachable(error.status, error.error) && !onlineManager.isOnline()) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: CACHE_MAX_AGE,
      staleTime: 60_000,
      // run the query function even when the browser says offline: the service worker may answer from its caches
      networkMode: 'offlineFirst',
      retry: shouldRetry,
    },
    // mutations keep the defaults: paused while offline, never retried. Queued writes opt in to retries
    // (define-mutation.ts `queuedWrite`): they carry an Idempotency-Key, so a repeat cannot apply twice
  },
});

/**
 * Who is signed in on this device: the server's answer to /api/me, null for a guest. The query cache
 * owns it like every other answer of the server, so it is persisted, restored and dropped with them.
 */
const signedInHint = () => typeof document !== 'undefined' && /(?:^|;\s*)lf_signed_in=1(?:;|$)/.test(document.cookie);

export const meQuery = queryOptions({
  // the server's HTML carries the answer under this key (shared/query-keys.ts)
  queryKey: queryKeys.me(),
  queryFn: async (): Promise<Me | null> => {
    // a session logged out offline and not yet revoked: its cookie would sign the ended session in again,
    // so nobody is signed in until the server has revoked it (revoke-session.ts)
    await revokePendingSession();
    if (hasSessionToRevoke()) return null;
    // a guest device (no session cookie was set here, nobody restored) is not asked: its 401 was a console
    // error on every guest page; the server sets the readable hint with the session (http/session-cookie.ts)
    if (!signedInHint() && !queryClient.getQueryData(queryKeys.me())) return null;
    try {
      return await unwrap(api.me.$get());
    } catch (err) {
      // a guest: not an error to show, and not a reason to log anyone out (session.ts decides that)
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
});

/** The signed-in account, read outside React (persistence, logout). */
export const currentUser = (): Me | null => queryClient.getQueryData(meQuery.queryKey) ?? null;
