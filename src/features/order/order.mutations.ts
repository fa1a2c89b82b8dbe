import { api, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import { authQueries } from '../auth/auth.queries';
import { orderQueries } from './order.queries';

export const orderMutationKeys = {
  organization: ['order', 'organization'] as const,
  order: ['order', 'place'] as const,
};

// An order must never wait offline and be sent later by itself: the buyer sees it go out or fail.
// Nothing of these calls is written to disk either (addresses, comments).
const answeredNow = { networkMode: 'always', meta: { persist: false } } as const;

export type OrganizationInput = JsonOf<typeof api.organizations.$post>;
/** `id` of the organisation to update; null creates one (same type patched, else created). */
export type SaveOrganizationVariables = { id: number | null; ownerId: number; input: OrganizationInput };

export const useSaveOrganization = defineMutation(orderMutationKeys.organization, {
  mutationFn: ({ id, input, ...key }: SaveOrganizationVariables & Idempotent) =>
    id === null
      ? unwrap(api.organizations.$post({ json: input }, idempotent(key)))
      : unwrap(api.organizations[':id'].$patch({ param: { id: String(id) }, json: input }, idempotent(key))),
  onSuccess: (saved, { ownerId }) => {
    queryClient.setQueryData(orderQueries.organizations(ownerId).queryKey, (list) =>
      list && (list.some((o) => o.id === saved.id) ? list.map((o) => (o.id === saved.id ? saved : o)) : [...list, saved]),
    );
    // the account's licence pages read this organisation too
    void queryClient.invalidateQueries({ queryKey: authQueries.organization(saved.id, ownerId).queryKey });
  },
  ...answeredNow,
});

export const usePlaceOrder = defineMutation(orderMutationKeys.order, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.orders.$post> & Idempotent) =>
    unwrap(api.orders.$post({ json: input }, idempotent({ idempotencyKey }))),
  // the new order (inactive until paid) or the renewal shows in the menus and on the licence page
  onSuccess: () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: authQueries.currentOrder().queryKey }),
      queryClient.invalidateQueries({ queryKey: authQueries.waitingOrders().queryKey }),
    ]),
  ...answeredNow,
});
