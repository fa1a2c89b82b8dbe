import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import type { UserState } from '../../shared/domain/account-menu';
import { authQueries, isOrder } from '../auth/auth.queries';

// Colleagues' and rental users' names and e-mails, open invitations and lending codes: shown to an owner
// while online, never written to the disk of a possibly shared device (lib/persister.ts reads `persist`).
const notPersisted = { meta: { persist: false } } as const;

/** The owner's administration. lib/live.ts invalidates these keys by prefix when another device changes them: keep them. */
export const administrationQueries = {
  all: ['administration'] as const,
  /** The organisation with all its members (auth's copy keeps only the signed-in user's own entry). */
  organization: (id: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'organization', id],
      queryFn: ({ signal }) => unwrap(api.organizations[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
      ...notPersisted,
    }),
  /** Invitations sent and not yet accepted, of both roles. */
  invitations: (organizationId: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'invitations', organizationId],
      queryFn: ({ signal }) =>
        unwrap(api.invitations.$get({ query: { state: 'CREATED', organizationId: String(organizationId) } }, { init: { signal } })).then(
          (r) => r._embedded.invitations,
        ),
      ...notPersisted,
    }),
  /** All the owner's unexpired codes; in a library these are the lending codes. Under the access-code prefix that /live refreshes. */
  rentalCodes: () =>
    queryOptions({
      queryKey: ['access-codes', 'mine', 'all'],
      queryFn: ({ signal }) => unwrap(api.me['access-codes'].$get({ query: {} }, { init: { signal } })).then((r) => r._embedded.accessCodes),
      ...notPersisted,
    }),
};

/**
 * What the licence pages' loaders decide with, read as useAccount reads it (account, then the current
 * order, then the own membership of an active order's organisation), so the page's view and its guard agree.
 * All three are persisted: the pages open offline with what was seen before.
 */
export async function ensureAccountState(queryClient: QueryClient): Promise<Pick<UserState, 'account' | 'currentOrder' | 'organization'>> {
  const account = queryClient.getQueryData(authQueries.me().queryKey) ?? null;
  if (!account || account.isExternalUser) return { account, currentOrder: null, organization: null };
  const order = await queryClient.ensureQueryData(authQueries.currentOrder());
  const currentOrder = isOrder(order) ? order : null;
  const organization =
    currentOrder?.active && currentOrder.organizationId
      ? await queryClient.ensureQueryData(authQueries.organization(currentOrder.organizationId, account.id))
      : null;
  return { account, currentOrder, organization };
}
