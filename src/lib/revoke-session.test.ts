import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { meQuery, queryClient } from './query-client';
import { hasSessionToRevoke, markSessionToRevoke, REVOKE_KEY, revokePendingSession } from './revoke-session';

// localStorage as the browser has it, for the node test environment
const store = new Map<string, string>();
const fakeStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};

describe('a logout that could not reach the server', () => {
  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', fakeStorage);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('is sent once when asked from several places, and a 204 ends it', async () => {
    markSessionToRevoke();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([revokePendingSession(), revokePendingSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(hasSessionToRevoke()).toBe(false);
    expect(store.has(REVOKE_KEY)).toBe(false);
  });

  test('two tabs hear the network return at once: the one holding the lock sends it, the other finds it sent', async () => {
    // the browser's Web Locks: one holder of the exclusive name at a time, the others wait in turn; a shared lock is
    // granted at once and held until its callback's promise settles; query() tells every tab alike what is held
    let queue = Promise.resolve();
    const held: { name: string }[] = [];
    const request = (name: string, ...args: [() => Promise<void>] | [{ mode: 'shared' }, () => Promise<void>]) => {
      const callback = args.length === 1 ? args[0] : args[1];
      if (args.length === 2) {
        const lock = { name };
        held.push(lock);
        return callback().finally(() => held.splice(held.indexOf(lock), 1));
      }
      const turn = queue.then(callback);
      queue = turn.catch(() => undefined);
      return turn;
    };
    vi.stubGlobal('navigator', { locks: { request, query: async () => ({ held: [...held], pending: [] }) } });
    markSessionToRevoke();
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    // each tab has its own copy of the module, sharing only localStorage and the lock
    vi.resetModules();
    const otherTab = await import('./revoke-session');
    await Promise.all([revokePendingSession(), otherTab.revokePendingSession()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(hasSessionToRevoke()).toBe(false);

    // the other tab's localStorage hears of the removal only later (Chromium passes it between processes): it still
    // sees the old mark, and the lock manager, which every tab shares, says that logout is sent
    const stale = [...held.map((l) => l.name.split(':sent:')[1])][0];
    store.set(REVOKE_KEY, stale);
    await otherTab.revokePendingSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    // a later logout has a mark of its own, and goes out
    store.delete(REVOKE_KEY);
    otherTab.markSessionToRevoke();
    await otherTab.revokePendingSession();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a 401 (the session had expired) ends it too; offline or a server error keeps it for the next try', async () => {
    markSessionToRevoke();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await revokePendingSession();
    expect(hasSessionToRevoke()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await revokePendingSession();
    expect(hasSessionToRevoke()).toBe(true);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    await revokePendingSession();
    expect(hasSessionToRevoke()).toBe(false);
  });

  test('until it reaches the server, the old cookie signs nobody in: /api/me is not even asked', async () => {
    markSessionToRevoke();
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).includes('/auth/logout')) throw new TypeError('Failed to fetch');
      return Response.json({ id: 7, email: 'lehrer@lesefunke.test' });
    });
    vi.stubGlobal('fetch', fetch);
    expect(await queryClient.fetchQuery(meQuery)).toBeNull();
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual(['/auth/logout']);
  });

  test('once revoked, /api/me is asked after the logout, never before it', async () => {
    markSessionToRevoke();
    // the browser still holds the readable hint of a session (the logout answer clears it)
    vi.stubGlobal('document', { cookie: 'lf_signed_in=1' });
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/auth/logout') ? new Response(null, { status: 204 }) : Response.json({ error: 'unauthorized' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await queryClient.fetchQuery(meQuery)).toBeNull();
    expect(fetch.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname)).toEqual(['/auth/logout', '/api/me']);
  });
});

describe('who is signed in', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  test('a guest device (no session hint, nobody restored) does not ask /api/me: its 401 was a console error', async () => {
    vi.stubGlobal('localStorage', fakeStorage);
    vi.stubGlobal('document', { cookie: 'other=1' });
    const fetch = vi.fn(async () => Response.json({ error: 'unauthorized' }, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    expect(await queryClient.fetchQuery(meQuery)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('with the hint, or a user restored on the device, it asks', async () => {
    vi.stubGlobal('localStorage', fakeStorage);
    const fetch = vi.fn(async () => Response.json({ error: 'unauthorized' }, { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: 'a=b; lf_signed_in=1' });
    expect(await queryClient.fetchQuery(meQuery)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.stubGlobal('document', { cookie: '' });
    queryClient.setQueryData(meQuery.queryKey, { id: 1 } as never);
    await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
