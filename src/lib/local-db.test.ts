import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createThrottledWriter, hasLocalData } from './local-db';

describe('createThrottledWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('a burst of changes is written once, after the interval, with the newest value', async () => {
    const write = vi.fn();
    const writer = createThrottledWriter(write, 1000);
    writer.schedule(1);
    writer.schedule(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    writer.schedule(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(write.mock.calls).toEqual([[3]]);
  });

  test('at most one write per second under steady changes', async () => {
    const write = vi.fn();
    const writer = createThrottledWriter(write, 1000);
    for (let ms = 0; ms < 5000; ms += 100) {
      writer.schedule(ms);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(write).toHaveBeenCalledTimes(5);
  });

  test('flush writes at once; cancel drops the waiting value', async () => {
    const write = vi.fn();
    const writer = createThrottledWriter(write, 1000);
    writer.schedule('a');
    await writer.flush();
    expect(write.mock.calls).toEqual([['a']]);
    writer.schedule('b');
    await writer.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(write.mock.calls).toEqual([['a']]);
  });

  test('a failed write does not stop later ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const write = vi.fn().mockRejectedValueOnce(new Error('QuotaExceededError')).mockResolvedValue(undefined);
    const writer = createThrottledWriter(write, 1000);
    writer.schedule(1);
    await writer.flush();
    writer.schedule(2);
    await writer.flush();
    expect(write.mock.calls).toEqual([[1], [2]]);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('hasLocalData', () => {
  afterEach(() => vi.unstubAllGlobals());
  const stubDatabases = (databases?: () => Promise<{ name?: string }[]>) => vi.stubGlobal('indexedDB', { databases });

  test('a first visit has no database, so Dexie need not load', async () => {
    stubDatabases(async () => [{ name: 'another-app' }]);
    expect(await hasLocalData()).toBe(false);
  });

  test('a stored database is found by its name', async () => {
    stubDatabases(async () => [{ name: 'lesefunke' }]);
    expect(await hasLocalData()).toBe(true);
  });

  test('a browser that cannot list its databases is assumed to hold data, so nothing stored is skipped', async () => {
    stubDatabases(undefined);
    expect(await hasLocalData()).toBe(true);
    stubDatabases(() => Promise.reject(new Error('SecurityError')));
    expect(await hasLocalData()).toBe(true);
  });

  test('without IndexedDB there is nothing to restore', async () => {
    vi.stubGlobal('indexedDB', undefined);
    expect(await hasLocalData()).toBe(false);
  });
});
