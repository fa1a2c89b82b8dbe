import type { Context } from 'hono';
import { Hono } from 'hono';
import { acceptInvitationSchema } from '../../shared/schemas/account';
import { invitationCreateSchema, invitationIdParamSchema, invitationsQuerySchema } from '../../shared/schemas/invitations';
import { limitMailTo } from '../http/client-network';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { unauthorized } from '../http/errors';
import { requireUser, type SignedInEnv } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import {
  acceptInvitation,
  createInvitation,
  deleteInvitation,
  findInvitationsByToken,
  listOpenInvitations,
} from '../services/invitations';

const mailContext = (c: Context<SignedInEnv>) => ({ db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.config.publicUrl });

/**
 * Invitations (see docs/licences-and-orders.md#invitations): the owner's open invitations, inviting and withdrawing, and the landing
 * page's read and accept. The list takes either the owner's query or the link's token.
 */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/invitations', query(invitationsQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const q = c.req.valid('query');
    if ('invitationToken' in q) return c.json(wholeList('invitations', await findInvitationsByToken(c.var.db, q.invitationToken)));
    // the owner's list needs a login; the landing page's read does not (the token is the proof)
    if (!c.var.user) throw unauthorized();
    return c.json(wholeList('invitations', await listOpenInvitations(c.var.db, c.var.user, q.organizationId)));
  })
  .post('/invitations', jsonBody(invitationCreateSchema), requireUser, async (c) => {
    await limitMailTo(c, c.req.valid('json').email);
    return c.json(await createInvitation(mailContext(c), c.var.user, c.req.valid('json')), 201);
  })
  .patch('/invitations/:id', params(invitationIdParamSchema), jsonBody(acceptInvitationSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { invitationToken } = c.req.valid('json');
    return c.json(await acceptInvitation(c.var.db, c.req.valid('param').id, { token: invitationToken, user: c.var.user }));
  })
  .delete('/invitations/:id', params(invitationIdParamSchema), requireUser, async (c) => {
    await deleteInvitation(c.var.db, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
