import { api, idempotent, unwrap, type Idempotent } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import { adminOrderQueries } from './admin-orders.queries';

export const adminOrderMutationKeys = {
  activate: ['admin-orders', 'activate'] as const,
};

/** "Freischalten": the activated order leaves the pending list. Sent now or not at all, like every order call. */
export const useActivateOrder = defineMutation(adminOrderMutationKeys.activate, {
  mutationFn: ({ id, idempotencyKey }: { id: number } & Idempotent) =>
    unwrap(api.admin.orders[':id'].activate.$post({ param: { id: String(id) } }, idempotent({ idempotencyKey }))),
  onSuccess: (activated) =>
    queryClient.setQueryData(adminOrderQueries.pending().queryKey, (list) => list?.filter((order) => order.id !== activated.id)),
  networkMode: 'always',
  meta: { persist: false },
});
