import { Hono } from 'hono';
import { accessCodeLookupParamSchema } from '../../shared/schemas/access-codes';
import { accessCodeCreateSchema, accessCodeIdParamSchema, accessCodeNoteSchema, leftBehindCodesQuerySchema, myAccessCodesQuerySchema } from '../../shared/schemas/playback';
import { wholeList } from '../../shared/schemas/errors';
import { texts } from '../../shared/domain/texts';
import { clientNetwork } from '../http/client-network';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { CODE_LOOKUP_LIMITS, limitFailures } from '../http/rate-limit';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { createAccessCode, deleteAccessCode, findAccessCode, listLeftBehindCodes, listOwnAccessCodes, updateAccessCodeNote } from '../services/access-codes';

/**
 * Pupil and rental codes: the lookup of a typed code (see docs/codes.md#lookup), and an owner's own codes: create, list
 * (of one story or all), note, delete (see docs/codes.md#creation, docs/codes.md#list).
 */
export const accessCodeRoutes = new Hono<AppEnv>()
  // codes are typed by pupils without an account, so no login is needed; the schema normalises the code once
  .get('/access-codes/:code', params(accessCodeLookupParamSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const { db, config } = c.var;
    // only misses count (a 404), per network, and only misses are refused beyond the limit: a valid code is always answered
    const limit = { key: `code:network:${clientNetwork(c)}`, limit: CODE_LOOKUP_LIMITS.failuresPerNetwork, windowMs: CODE_LOOKUP_LIMITS.windowMs, description: texts.tooManyCodeGuesses };
    const found = await limitFailures(db, limit, () => findAccessCode(db, config.secret, c.req.valid('param').code), (err) => err instanceof ApiError && err.status === 404);
    return c.json(found);
  })
  .get('/me/access-codes', query(myAccessCodesQuerySchema), requireUser, async (c) => {
    const list = await listOwnAccessCodes(c.var.db, c.var.config.secret, c.var.user.id, c.req.valid('query').boardstory);
    return c.json(wholeList('accessCodes', list));
  })
  // the codes former members left in the owner's organisations, of one story; anyone else gets an empty list
  .get('/me/left-behind-codes', query(leftBehindCodesQuerySchema), requireUser, async (c) => {
    const list = await listLeftBehindCodes(c.var.db, c.var.config.secret, c.var.user.id, c.req.valid('query').boardstory);
    return c.json(wholeList('accessCodes', list));
  })
  .post('/access-codes', jsonBody(accessCodeCreateSchema), requireUser, async (c) =>
    c.json(await createAccessCode(c.var.db, c.var.config.secret, c.var.user, c.req.valid('json')), 201),
  )
  .patch('/access-codes/:id', params(accessCodeIdParamSchema), jsonBody(accessCodeNoteSchema), requireUser, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateAccessCodeNote(c.var.db, c.var.config.secret, c.var.user.id, id, c.req.valid('json').note));
  })
  .delete('/access-codes/:id', params(accessCodeIdParamSchema), requireUser, async (c) => {
    await deleteAccessCode(c.var.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
