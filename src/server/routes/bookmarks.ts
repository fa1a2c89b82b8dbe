import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { acceptInvitationSchema, bookmarkListQuerySchema, bookmarkSchema, invitationQuerySchema } from '../../shared/schemas/account';
import { wholeList } from '../http/envelope';
import type { AppEnv } from '../http/env';
import { unauthorized } from '../http/errors';
import { jsonBody, params, query } from '../http/validate';
import { addBookmark, listBookmarks, removeBookmark } from '../services/bookmarks';
import { acceptInvitation, findInvitationsByToken } from '../services/invitations';

const idParam = (name: string) => v.object({ [name]: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a number'), v.toNumber()) });

function signedIn(c: Context<AppEnv>) {
  if (!c.var.user) throw unauthorized();
  c.header('Cache-Control', 'no-store');
  return c.var.user;
}

/** The Merkliste (part 1 §7), and the invitation landing's read and accept (part 2 §4). */
export const bookmarkRoutes = new Hono<AppEnv>()
  .get('/bookmarks', query(bookmarkListQuerySchema), async (c) => {
    const user = signedIn(c);
    const { page, limit } = c.req.valid('query');
    return c.json(await listBookmarks(c.var.db, user.id, page, limit));
  })
  .post('/bookmarks', jsonBody(bookmarkSchema), async (c) => {
    await addBookmark(c.var.db, signedIn(c).id, c.req.valid('json').boardstoryId);
    return c.body(null, 201);
  })
  .delete('/bookmarks/:boardstoryId', params(idParam('boardstoryId')), async (c) => {
    await removeBookmark(c.var.db, signedIn(c).id, c.req.valid('param').boardstoryId as number);
    return c.body(null, 204);
  })
  .get('/invitations', query(invitationQuerySchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(wholeList('invitations', await findInvitationsByToken(c.var.db, c.req.valid('query').invitationToken)));
  })
  .patch('/invitations/:id', params(idParam('id')), jsonBody(acceptInvitationSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { invitationToken } = c.req.valid('json');
    return c.json(await acceptInvitation(c.var.db, c.req.valid('param').id as number, { token: invitationToken, user: c.var.user }));
  });
