import * as v from 'valibot';
import { dbId, dbIdString, idParam } from './db-id';
import { emailField, invitationQuerySchema } from './account';

/** POST /api/invitations (see docs/licences-and-orders.md#invitations): owners invite colleagues (USER) or, in a library, rental users (RENTAL_USER). */
export const invitationCreateSchema = v.object({
  organizationId: dbId,
  email: emailField,
  userRole: v.picklist(['USER', 'RENTAL_USER']),
});
export type InvitationCreateInput = v.InferInput<typeof invitationCreateSchema>;

/** GET /api/invitations?state=CREATED&organizationId= : the open invitations an owner sees. */
export const openInvitationsQuerySchema = v.object({ state: v.literal('CREATED'), organizationId: dbIdString });
export const invitationIdParamSchema = idParam('id');

/** GET /api/invitations takes either the owner's query or the landing page's token (see docs/api.md#endpoints). */
export const invitationsQuerySchema = v.union(
  [openInvitationsQuerySchema, invitationQuerySchema],
  'expected state=CREATED and organizationId, or invitationToken',
);
