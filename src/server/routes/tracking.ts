import { Hono } from 'hono';
import { trackingTokenParamSchema, trackStartSchema, trackUpdateSchema } from '../../shared/schemas/tracking';
import type { AppEnv } from '../http/env';
import { jsonBody, params } from '../http/validate';
import { startTracking, updateTracking } from '../services/tracking';

/** POST /api/track and PATCH /api/track/{trackingToken} (see docs/stories-and-player.md#tracking). */
export const trackingRoutes = new Hono<AppEnv>()
  .post('/track', jsonBody(trackStartSchema), async (c) => c.json(await startTracking(c.var.db, c.var.user, c.req.valid('json')), 201))
  .patch('/track/:trackingToken', params(trackingTokenParamSchema), jsonBody(trackUpdateSchema), async (c) => {
    await updateTracking(c.var.db, c.req.valid('param').trackingToken, c.req.valid('json'));
    return c.body(null, 204);
  });
