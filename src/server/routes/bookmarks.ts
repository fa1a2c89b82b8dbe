import { Hono } from 'hono';
import { bookmarkListQuerySchema, bookmarkSchema } from '../../shared/schemas/account';
import { idParam } from '../../shared/schemas/db-id';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { addBookmark, listBookmarks, removeBookmark } from '../services/bookmarks';

/** The Merkliste (see docs/accounts.md#bookmarks). */
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
  });
