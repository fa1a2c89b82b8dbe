import { Hono } from 'hono';
import { acceptInvitationSchema, bookmarkListQuerySchema, bookmarkSchema, invitationQuerySchema } from '../../shared/schemas/account';
import { idParam } from '../../shared/schemas/db-id';
import { wholeList } from '../http/envelope';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { addBookmark, listBookmarks, removeBookmark } from '../services/bookmarks';
import { acceptInvitation, findInvitationsByToken } from '../services/invitations';

/** The Merkliste (part 1 §7), and the invitation landing's read and accept (part 2 §4). */
export const bookmarkRoutes = new Hono<AppEnv>()
  .get('/bookmarks', query(bookmarkListQuerySchema), requireUser, async (c) => {
    const { page, limit } = c.req.valid('query');
    return c.json(await listBookmarks(c.var.db, c.var.user.id, page, limit));
  })
  .post('/bookmarks', jsonBody(bookmarkSchema), requireUser, async (c) => {
    await addBookmark(c.var.db, c.var.user.id, c.req.valid('json').boardstoryId);
    return c.body(null, 201);
  })
  .delete('/bookmarks/:boardstoryId', params(idParam('boardstoryId')), requireUser, async (c) => {
    await removeBookmark(c.var.db, c.var.user.id, c.req.valid('param').boardstoryId);
    return c.body(null, 204);
  })
  .get('/invitations', query(invitationQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(wholeList('invitations', await findInvitationsByToken(c.var.db, c.req.valid('query').invitationToken)));
  })
  .patch('/invitations/:id', params(idParam('id')), jsonBody(acceptInvitationSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { invitationToken } = c.req.valid('json');
    return c.json(await acceptInvitation(c.var.db, c.req.valid('param').id, { token: invitationToken, user: c.var.user }));
  });
