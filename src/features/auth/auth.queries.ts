import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { meQuery } from '../../lib/query-client';
import type { UserState } from '../../shared/domain/account-menu';
import type { CurrentOrder } from '../../shared/schemas/licences';

/** `{}` from /api/orders/current means "no order". */
export const isOrder = (order: CurrentOrder | Record<string, never>): order is CurrentOrder => 'id' in order;

// The signed-in user's account, order, organisation and licence are persisted with the rest of the
// query cache (so a teacher offline is still signed in with their rights) and dropped at logout by
// lib/session.ts. What names other people is not: see `organization` and `invitation`.
export const authQueries = {
  all: ['auth'] as const,
  me: () => meQuery,
  currentOrder: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'current-order'],
      queryFn: () => unwrap(api.orders.current.$get()),
    }),
  /**
   * The organisation of the current order. Only the signed-in user's own membership is kept: it gives
   * their role and rental end, and a member's device keeps no colleague's name or e-mail (only an owner's keeps
   * the members it manages, features/administration).
   */
  organization: (id: number, accountId: number) =>
    queryOptions({
      queryKey: [...authQueries.all, 'organization', id, accountId],
      queryFn: async () => {
        const organization = await unwrap(api.organizations[':id'].$get({ param: { id: String(id) } }));
        return { ...organization, members: organization.members.filter((m) => m.userId === accountId) };
      },
    }),
  /**
   * The orders of the owner's organisations that wait for their activation (a renewal beside the running licence, another
   * licence); a teacher gets none. The orderer may be a co-owner, so it is not persisted.
   */
  waitingOrders: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'waiting-orders'],
      queryFn: () => unwrap(api.orders.waiting.$get()).then((r) => r._embedded.orders),
      meta: { persist: false },
    }),
  license: (id: number) =>
    queryOptions({
      queryKey: [...authQueries.all, 'license', id],
      queryFn: () => unwrap(api.licenses[':id'].$get({ param: { id: String(id) } })),
    }),
  /** The invitation behind a /signup/{invitationToken} link; [] for an unknown or expired link. Names another person: never persisted. */
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'invitation', token],
      queryFn: () => unwrap(api.invitations.$get({ query: { invitationToken: token } })).then((r) => r._embedded.invitations),
      meta: { persist: false },
    }),
};

/** The signed-in account, null for a guest (and while a first visit's /api/me is on its way). */
export function useSession() {
  return useQuery(meQuery).data ?? null;
}

/**
 * The session start in order (see docs/accounts.md#session-start): the account; then the current order; if it is active
 * and has an organisation, the organisation; if the order names a licence, the licence. Each step waits for the one
 * before, so an empty or inactive order leaves the organisation and licence out.
 */
export function useAccount(): UserState {
  const account = useSession();
  const order = useQuery({ ...authQueries.currentOrder(), enabled: !!account }).data;
  const currentOrder = account && order && isOrder(order) ? order : null;
  const withOrganization = currentOrder?.active && currentOrder.organizationId ? currentOrder : null;
  const organization = useQuery({
    ...authQueries.organization(withOrganization?.organizationId ?? 0, account?.id ?? 0),
    enabled: !!withOrganization && !!account,
  }).data;
  const license = useQuery({ ...authQueries.license(withOrganization?.licenseId ?? 0), enabled: !!withOrganization?.licenseId }).data;
  return {
    account,
    currentOrder,
    organization: withOrganization ? (organization ?? null) : null,
    license: withOrganization ? (license ?? null) : null,
  };
}
