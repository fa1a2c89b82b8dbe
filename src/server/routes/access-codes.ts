import { Hono } from 'hono';
import { accessCodeIdParamSchema, accessCodeNoteSchema, myAccessCodesQuerySchema } from '../../shared/schemas/playback';
import { wholeList } from '../http/envelope';
import type { AppEnv } from '../http/env';
import { unauthorized } from '../http/errors';
import { jsonBody, params, query } from '../http/validate';
import { deleteAccessCode, listOwnAccessCodes, updateAccessCodeNote } from '../services/access-codes';

const signedIn = (user: AppEnv['Variables']['user']) => {
  if (!user) throw unauthorized();
  return user;
};

/** An owner's own pupil codes of a story: list, note, delete (creation comes with the licence administration). */
export const accessCodeRoutes = new Hono<AppEnv>()
  .get('/me/access-codes', query(myAccessCodesQuerySchema), async (c) => {
    const user = signedIn(c.var.user);
    c.header('Cache-Control', 'no-store');
    const list = await listOwnAccessCodes(c.var.db, c.var.config.secret, user.id, c.req.valid('query').boardstory);
    return c.json(wholeList('accessCodes', list));
  })
  .patch('/access-codes/:id', params(accessCodeIdParamSchema), jsonBody(accessCodeNoteSchema), async (c) => {
    const user = signedIn(c.var.user);
    const { id } = c.req.valid('param');
    return c.json(await updateAccessCodeNote(c.var.db, c.var.config.secret, user.id, id, c.req.valid('json').note));
  })
  .delete('/access-codes/:id', params(accessCodeIdParamSchema), async (c) => {
    const user = signedIn(c.var.user);
    await deleteAccessCode(c.var.db, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
