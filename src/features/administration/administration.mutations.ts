import { api, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import { authQueries } from '../auth/auth.queries';
import { administrationQueries } from './administration.queries';

// The licence pages' writes wait while Lesefunke is unreachable and are sent in order when it answers, after
// a reload too; the status line tells the owner they wait. A seat taken meanwhile makes the server
// refuse the invitation then, as it would now. A queued invitation names the invitee's address: it stays on
// the device only while the owner is signed in, like the rest of the owner's cache, and goes with the logout.

export const administrationMutationKeys = {
  invite: ['administration', 'invite'] as const,
  deleteInvitation: ['administration', 'delete-invitation'] as const,
  removeMember: ['administration', 'remove-member'] as const,
};

/** Seats and rental accesses used are counted by the server: the order is asked again after every change. */
const refreshOrder = () => queryClient.invalidateQueries({ queryKey: authQueries.currentOrder().queryKey });

/**
 * POST /api/invitations; the order and the open invitations are refreshed before the form reports success (see
 * docs/licences-and-orders.md#invitations).
 */
export const useInvite = defineMutation(administrationMutationKeys.invite, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.invitations.$post> & Idempotent) =>
    unwrap(api.invitations.$post({ json: input }, idempotent({ idempotencyKey }))),
  onSuccess: (_, { organizationId }) =>
    Promise.all([refreshOrder(), queryClient.invalidateQueries({ queryKey: administrationQueries.invitations(organizationId).queryKey })]),
  ...queuedWrite,
});

export const useDeleteInvitation = defineMutation(administrationMutationKeys.deleteInvitation, {
  mutationFn: ({ id, idempotencyKey }: { id: number; organizationId: number } & Idempotent) =>
    unwrap(api.invitations[':id'].$delete({ param: { id: String(id) } }, idempotent({ idempotencyKey }))),
  onSuccess: (_, { id, organizationId }) => {
    queryClient.setQueryData(administrationQueries.invitations(organizationId).queryKey, (list) => list?.filter((i) => i.id !== id));
    return refreshOrder();
  },
  ...queuedWrite,
});

/**
 * PATCH /api/organizations/{id} with the member to remove (owners only, never themselves: see
 * docs/licences-and-orders.md#members). The member list is read again rather than taken from the answer, so it is
 * always the GET's full shape.
 */
export const useRemoveMember = defineMutation(administrationMutationKeys.removeMember, {
  mutationFn: ({ organizationId, userId, idempotencyKey }: { organizationId: number; userId: number } & Idempotent) =>
    unwrap(api.organizations[':id'].$patch({ param: { id: String(organizationId) }, json: { removeMembers: [userId] } }, idempotent({ idempotencyKey }))),
  onSuccess: (_, { organizationId }) =>
    Promise.all([refreshOrder(), queryClient.invalidateQueries({ queryKey: administrationQueries.organization(organizationId).queryKey })]),
  ...queuedWrite,
});
