import { describe, expect, test } from 'vitest';
import { CONTENT_UNAVAILABLE, isUnreachable, probeDelay, retryWrite, writeRetryDelay } from './connectivity';

const failure = (status: number, error = 'http_error') => ({ status, error });

describe('connectivity decisions', () => {
  test('no answer or a gateway answer means unreachable; a refusal or an ended session does not', () => {
    expect(isUnreachable(0, 'network_error')).toBe(true);
    for (const status of [502, 503, 504]) expect(isUnreachable(status, 'http_error')).toBe(true);
    expect(isUnreachable(0, 'stale_session')).toBe(false);
    for (const status of [400, 401, 404, 409, 500]) expect(isUnreachable(status, 'http_error')).toBe(false);
    // Lesefunke answering that the content service behind it is down: Lesefunke itself is there
    for (const status of [502, 503, 504]) expect(isUnreachable(status, CONTENT_UNAVAILABLE)).toBe(false);
  });

  test('a queued write retries while unreachable, a running key a few times, a server error twice, never a refusal', () => {
    expect(retryWrite(50, failure(0, 'network_error'))).toBe(true);
    expect(retryWrite(50, failure(503))).toBe(true);
    expect(retryWrite(3, failure(409, 'idempotency_key_in_use'))).toBe(true);
    expect(retryWrite(10, failure(409, 'idempotency_key_in_use'))).toBe(false);
    expect(retryWrite(0, failure(409, 'conflict'))).toBe(false);
    expect(retryWrite(1, failure(500))).toBe(true);
    expect(retryWrite(2, failure(500))).toBe(false);
    for (const status of [400, 401, 403, 404, 422]) expect(retryWrite(0, failure(status))).toBe(false);
    expect(retryWrite(0, new Error('no status'))).toBe(false);
  });

  test('the probe asks every 5 s at first and at most once a minute later; retries back off to 30 s', () => {
    expect([0, 1, 2, 3, 4].map(probeDelay)).toEqual([5_000, 5_000, 5_000, 10_000, 20_000]);
    expect(probeDelay(20)).toBe(60_000);
    expect(writeRetryDelay(0)).toBe(1_000);
    expect(writeRetryDelay(10)).toBe(30_000);
  });
});
