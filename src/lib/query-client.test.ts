import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { ApiError } from './api-client';
import { CACHE_MAX_AGE, queryClient, shouldRetry } from './query-client';

describe('query client defaults', () => {
  afterEach(() => onlineManager.setOnline(true));

  test('a 4xx answer is not asked again', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'unauthorized', 'unauthorized'))).toBe(false);
  });

  test('network errors and 5xx get at most two retries', () => {
    const offline = new ApiError(0, 'network_error', 'network error');
    expect([0, 1, 2].map((n) => shouldRetry(n, offline))).toEqual([true, true, false]);
    expect(shouldRetry(1, new ApiError(503, 'http_error', 'Service Unavailable'))).toBe(true);
    expect(shouldRetry(2, new Error('boom'))).toBe(false);
  });

  test('offline, a network error fails at once instead of waiting for the connection', () => {
    onlineManager.setOnline(false);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'network error'))).toBe(false);
    // a gateway's answer for a server that is down, too
    expect(shouldRetry(0, new ApiError(503, 'http_error', 'Service Unavailable'))).toBe(false);
    onlineManager.setOnline(true);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'network error'))).toBe(true);
  });

  test('cached answers live at least as long as their persisted copy may be restored', () => {
    const q = queryClient.getDefaultOptions().queries!;
    expect(q.gcTime).toBeGreaterThanOrEqual(CACHE_MAX_AGE);
    expect(q.staleTime).toBe(60_000);
    expect(q.networkMode).toBe('offlineFirst');
  });
});
