import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authAtom, userAtom } from '../../lib/client-state';
import type { store as appStore } from '../../lib/store';
import { loadAccount } from './load-account';

const me = { id: 7, name: 'Eva Lehmann', bookmarks: [3, 5], isExternalUser: false };
const order = { id: 1, active: true, organizationId: 4, licenseId: 9, isRenewable: false, allowRentals: false };

/** Answers by path, and records which paths were asked, in order. */
function fakeServer(answers: Record<string, { status: number; body: unknown }>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const answer = answers[path] ?? { status: 404, body: { error: 'not_found', error_description: 'not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}
const ok = (body: unknown) => ({ status: 200, body });
const setup = () => ({ queryClient: new QueryClient(), store: createStore() as typeof appStore });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadAccount (part 1 §4)', () => {
  it('logs in from /api/me, then fetches order, organization and licence in that order', async () => {
    const asked = fakeServer({
      '/api/me': ok(me),
      '/api/orders/current': ok(order),
      '/api/organizations/4': ok({ id: 4, members: [] }),
      '/api/licenses/9': ok({ id: 9, name: 'Schullizenz' }),
    });
    const { queryClient, store } = setup();
    await loadAccount(queryClient, store);

    expect(asked).toEqual(['/api/me', '/api/orders/current', '/api/organizations/4', '/api/licenses/9']);
    expect(store.get(authAtom).isAuthenticated).toBe(true);
    const user = store.get(userAtom);
    expect(user.bookmarks).toEqual([3, 5]);
    expect(user.organization?.id).toBe(4);
    expect(user.license?.name).toBe('Schullizenz');
  });

  it('clears a stored licence when the current order is empty', async () => {
    const asked = fakeServer({ '/api/me': ok(me), '/api/orders/current': ok({}) });
    const { queryClient, store } = setup();
    store.set(userAtom, (u) => ({ ...u, license: { id: 9 } as never, organization: { id: 4 } as never }));
    await loadAccount(queryClient, store);

    expect(asked).toEqual(['/api/me', '/api/orders/current']);
    expect(store.get(userAtom).license).toBeNull();
    expect(store.get(userAtom).currentOrder).toBeNull();
  });

  it('fetches no organization for an inactive order', async () => {
    const asked = fakeServer({ '/api/me': ok(me), '/api/orders/current': ok({ ...order, active: false }) });
    const { queryClient, store } = setup();
    store.set(userAtom, (u) => ({ ...u, license: { id: 9 } as never, organization: { id: 4 } as never }));
    await loadAccount(queryClient, store);
    expect(asked).toEqual(['/api/me', '/api/orders/current']);
    expect(store.get(userAtom).currentOrder?.active).toBe(false);
    // an earlier login's organization would lend its role to this account
    expect(store.get(userAtom).organization).toBeNull();
    expect(store.get(userAtom).license).toBeNull();
  });

  it('leaves a guest logged out', async () => {
    fakeServer({ '/api/me': { status: 401, body: { error: 'unauthorized', error_description: 'not logged in' } } });
    const { queryClient, store } = setup();
    await expect(loadAccount(queryClient, store)).rejects.toThrow();
    expect(store.get(authAtom).isAuthenticated).toBe(false);
  });
});
