import type { QueryClient } from '@tanstack/react-query';
import { authAtom, userAtom } from '../../lib/client-state';
import type { store as appStore } from '../../lib/store';
import type { Me } from '../../shared/schemas/auth';
import { authQueries, isOrder } from './auth.queries';

type Store = typeof appStore;

/** Login success (part 1 §4): an account with an id logs the browser in and brings its bookmarks. */
export function applyAccount(store: Store, account: Me) {
  store.set(authAtom, { isAuthenticated: true });
  store.set(userAtom, (user) => ({ ...user, account, bookmarks: account.bookmarks }));
}

/**
 * Part 1 §4 in order: /api/me; then the current order; if it is active and has an organization, the
 * organization; if the order names a licence, the licence. An empty order clears what was stored.
 * Always asks the server (staleTime 0): this runs at start and after login, when the answer matters.
 */
export async function loadAccount(queryClient: QueryClient, store: Store): Promise<void> {
  const fresh = { staleTime: 0 } as const;
  const account = await queryClient.fetchQuery({ ...authQueries.me(), ...fresh });
  if (!account?.id) return;
  applyAccount(store, account);

  const order = await queryClient.fetchQuery({ ...authQueries.currentOrder(), ...fresh });
  if (!isOrder(order)) {
    store.set(userAtom, (user) => ({ ...user, currentOrder: null, organization: null, license: null }));
    return;
  }
  if (!order.active || !order.organizationId) {
    // nothing to fetch: an organization or licence kept from an earlier login (or order) must not stay
    store.set(userAtom, (user) => ({ ...user, currentOrder: order, organization: null, license: null }));
    return;
  }
  store.set(userAtom, (user) => ({ ...user, currentOrder: order }));

  const organization = await queryClient.fetchQuery({ ...authQueries.organization(order.organizationId), ...fresh });
  store.set(userAtom, (user) => ({ ...user, organization }));
  if (!order.licenseId) return;
  const license = await queryClient.fetchQuery({ ...authQueries.license(order.licenseId), ...fresh });
  store.set(userAtom, (user) => ({ ...user, license }));
}
