import { api, unwrap, type JsonOf } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import { authQueries } from '../auth/auth.queries';
import { administrationQueries } from './administration.queries';

// Administration is never queued offline: an invitation or removal sent hours later, after the seats have
// changed, would surprise everybody; the owner sees the failure at once instead. The variables name other
// people, so nothing of a call is written to disk either.
const online = { networkMode: 'always', meta: { persist: false } } as const;

export const administrationMutationKeys = {
  invite: ['administration', 'invite'] as const,
  deleteInvitation: ['administration', 'delete-invitation'] as const,
  removeMember: ['administration', 'remove-member'] as const,
};

/** Seats and rental accesses used are counted by the server: the order is asked again after every change. */
const refreshOrder = () => queryClient.invalidateQueries({ queryKey: authQueries.currentOrder().queryKey });

/** POST /api/invitations; the order and the open invitations are refreshed before the form reports success (part 2 §4). */
export const useInvite = defineMutation(administrationMutationKeys.invite, {
  mutationFn: (input: JsonOf<typeof api.invitations.$post>) => unwrap(api.invitations.$post({ json: input })),
  onSuccess: (_, { organizationId }) =>
    Promise.all([refreshOrder(), queryClient.invalidateQueries({ queryKey: administrationQueries.invitations(organizationId).queryKey })]),
  ...online,
});

export const useDeleteInvitation = defineMutation(administrationMutationKeys.deleteInvitation, {
  mutationFn: ({ id }: { id: number; organizationId: number }) => unwrap(api.invitations[':id'].$delete({ param: { id: String(id) } })),
  onSuccess: (_, { id, organizationId }) => {
    queryClient.setQueryData(administrationQueries.invitations(organizationId).queryKey, (list) => list?.filter((i) => i.id !== id));
    return refreshOrder();
  },
  ...online,
});

/**
 * PATCH /api/organizations/{id} with the member to remove (owners only, never themselves: part 2 §5). The
 * member list is read again rather than taken from the answer, so it is always the GET's full shape.
 */
export const useRemoveMember = defineMutation(administrationMutationKeys.removeMember, {
  mutationFn: ({ organizationId, userId }: { organizationId: number; userId: number }) =>
    unwrap(api.organizations[':id'].$patch({ param: { id: String(organizationId) }, json: { removeMembers: [userId] } })),
  onSuccess: (_, { organizationId }) =>
    Promise.all([refreshOrder(), queryClient.invalidateQueries({ queryKey: administrationQueries.organization(organizationId).queryKey })]),
  ...online,
});
