import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Invitation } from '../../shared/schemas/account';
import type { Me } from '../../shared/schemas/auth';
import type { CurrentOrder, License, Organization } from '../../shared/schemas/licences';

/**
 * Personal data: `meta.persist: false` keeps it out of the persisted query cache. The account, order,
 * organization and licence are persisted once, in userAtom, under the client state's own rules
 * (version 1, cleared on logout), so a shared device never holds a second copy that logout could miss.
 */
const personal = { meta: { persist: false }, retry: false, staleTime: 60_000 } as const;

/** `{}` from /api/orders/current means "no order". */
export const isOrder = (order: CurrentOrder | Record<string, never>): order is CurrentOrder => 'id' in order;

export const authQueries = {
  all: ['auth'] as const,
  me: () => queryOptions({ queryKey: [...authQueries.all, 'me'], queryFn: () => api.get<Me>('/api/me'), ...personal }),
  currentOrder: () =>
    queryOptions({
      queryKey: [...authQueries.all, 'current-order'],
      queryFn: () => api.get<CurrentOrder | Record<string, never>>('/api/orders/current'),
      ...personal,
    }),
  organization: (id: number) =>
    queryOptions({
      queryKey: [...authQueries.all, 'organization', id],
      queryFn: () => api.get<Organization>(`/api/organizations/${id}`),
      ...personal,
    }),
  license: (id: number) =>
    queryOptions({
      queryKey: [...authQueries.all, 'license', id],
      queryFn: () => api.get<License>(`/api/licenses/${id}`),
      ...personal,
    }),
  /** The invitation behind a /signup/{invitationToken} link; [] for an unknown or expired link. */
  invitation: (token: string) =>
    queryOptions({
      queryKey: [...authQueries.all, 'invitation', token],
      queryFn: () =>
        api.get<{ _embedded: { invitations: Invitation[] } }>('/api/invitations', { invitationToken: token }).then((r) => r._embedded.invitations),
      ...personal,
    }),
};
