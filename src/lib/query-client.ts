import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** How long a persisted cache may be restored (persister.ts); gcTime must not be shorter or restored data is dropped at once. */
export const CACHE_MAX_AGE = 7 * 24 * 60 * 60_000;

/**
 * A 4xx answer will not change by asking again; network errors and 5xx get two more tries. Offline,
 * a request the service worker could not answer fails at once: a retry would pause until the
 * connection returns and keep the page waiting instead of showing what is there.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 0 && !onlineManager.isOnline()) return false;
  return failureCount < 2;
}

// The browser knows whether it is offline before the first event fires; start from its answer.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: CACHE_MAX_AGE,
      staleTime: 60_000,
      // run the query function even when the browser says offline: the service worker may answer from its caches
      networkMode: 'offlineFirst',
      retry: shouldRetry,
    },
    // mutations keep the defaults: paused while offline (persister.ts replays them), never retried,
    // because repeating a POST after a lost answer could order or book twice
  },
});
