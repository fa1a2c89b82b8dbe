import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

// live.ts keeps its connection state in the module (one per tab): each test loads a fresh copy
let live: typeof import('./live');

/** The browser's WebSocket as far as live.ts uses it; the test plays the server. */
class FakeSocket {
  static made: FakeSocket[] = [];
  onopen?: () => void;
  onmessage?: (event: { data: string }) => void;
  onclose?: (event: { code: number }) => void;
  closedWith = 0;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  close(code = 1005) {
    this.closedWith = code;
  }
  changed(...keys: string[]) {
    this.onmessage?.({ data: JSON.stringify({ type: 'changed', keys }) });
  }
}
const last = () => FakeSocket.made.at(-1)!;

let invalidated: unknown[][];
beforeEach(async () => {
  vi.resetModules();
  live = await import('./live');
  const { queryClient } = await import('./query-client');
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { protocol: 'https:', host: 'lesefunke.test' });
  vi.stubGlobal('document', { querySelector: () => ({ content: 'page-token' }) });
  // the network is down: asking the server for a token fails, as offline
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  invalidated = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push([...(filters?.queryKey ?? [])]);
  });
});
afterEach(() => {
  live.stopLive();
  // a failed fetch marks Lesefunke unreachable (connectivity.ts); the next test starts connected again
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('back-off: 1 s doubling to 30 s, each in the upper half of its step', () => {
  expect([0, 1, 2, 3].map((n) => live.backoffDelay(n, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  expect(live.backoffDelay(0, () => 0)).toBe(500);
  expect(live.backoffDelay(20, () => 1)).toBe(30_000);
  expect(live.backoffDelay(20, () => 0)).toBe(15_000);
});

test("connects with the page's token and invalidates exactly the queries of the keys", () => {
  live.startLive();
  expect(last().url).toBe('wss://lesefunke.test/live?csrf=page-token');
  last().onopen?.();
  last().changed('invitations', 'members');
  expect(invalidated).toEqual([
    ['administration', 'invitations'],
    ['auth', 'organization'],
    ['administration', 'organization'],
  ]);
  invalidated = [];
  // one query named by two keys is invalidated once
  last().changed('order', 'access-codes');
  expect(invalidated).toEqual([
    ['auth', 'current-order'],
    ['auth', 'waiting-orders'],
    ['auth', 'license'],
    ['auth', 'organization'],
    ['access-codes', 'mine'],
    ['access-codes', 'left-behind'],
  ]);
});

test('a dropped connection comes back after the back-off and asks again for what it may have missed', async () => {
  live.startLive();
  last().onopen?.();
  last().onclose?.({ code: 1006 });
  expect(FakeSocket.made).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(1_000);
  expect(FakeSocket.made).toHaveLength(2);
  // the token of a connection that was accepted is still good
  expect(last().url).toBe('wss://lesefunke.test/live?csrf=page-token');
  last().onopen?.();
  expect(invalidated).toContainEqual(['administration', 'invitations']);
});

test('a refused socket drops its token; fetching a fresh one offline only backs off, quietly', async () => {
  live.startLive();
  last().onclose?.({ code: 1006 });
  await vi.advanceTimersByTimeAsync(60_000);
  // the page's token is not tried twice, and without a fresh one no socket is made
  expect(FakeSocket.made).toHaveLength(1);
  expect(vi.getTimerCount()).toBe(1);
});

test('stopLive closes the socket: no reconnect, and nothing it still receives is applied', async () => {
  live.startLive();
  const socket = last();
  socket.onopen?.();
  live.stopLive();
  expect(socket.closedWith).toBe(1000);
  socket.onclose?.({ code: 1000 });
  socket.changed('order');
  await vi.advanceTimersByTimeAsync(60_000);
  expect(FakeSocket.made).toHaveLength(1);
  expect(invalidated).toEqual([]);
});
