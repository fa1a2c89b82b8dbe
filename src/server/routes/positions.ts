import { Hono } from 'hono';
import { idParam } from '../../shared/schemas/db-id';
import { putPositionSchema } from '../../shared/schemas/positions';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params } from '../http/validate';
import { listPositions, putPosition } from '../services/positions';

/**
 * A signed-in user's resume positions (see docs/stories-and-player.md#resume): what another device of theirs
 * saved. Only a session counts; a pupil's code or a guest gets 401 and is never kept.
 */
export const positionRoutes = new Hono<AppEnv>()
  .get('/me/positions/:boardstoryId', requireUser, params(idParam('boardstoryId')), async (c) =>
    c.json(await listPositions(c.var.db, c.var.user.id, c.req.valid('param').boardstoryId)),
  )
  .put('/me/positions/:boardstoryId', requireUser, params(idParam('boardstoryId')), jsonBody(putPositionSchema), async (c) =>
    c.json(await putPosition(c.var.db, c.var.user.id, c.req.valid('param').boardstoryId, c.req.valid('json'))),
  );
