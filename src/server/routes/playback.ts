import { Hono } from 'hono';
import { canPlayFullVideo } from '../../shared/domain/rights';
import { mediaQuerySchema, trailerQuerySchema } from '../../shared/schemas/playback';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { query } from '../http/validate';
import { listMedia } from '../services/playback';
import { rightsContext } from '../services/rights';
import type { Context } from 'hono';

// the spec's client redirects to /lizenzen on exactly this text (see docs/roles-and-rights.md#playback-rights)
const noValidOrders = () => new ApiError(403, 'forbidden', 'no valid orders');

/** Rights check first, then the media with freshly signed URLs; never stored by a shared cache. */
async function paidMedia(c: Context<AppEnv>, kind: 'VIDEO' | 'TIGER_CREATION', boardstoryId: number, accessCode?: string) {
  const ctx = await rightsContext(c.var.db, c.var.user, boardstoryId, accessCode);
  if (!canPlayFullVideo(ctx)) throw noValidOrders();
  c.header('Cache-Control', 'no-store');
  return listMedia(c.var.db, c.var.config.secret, kind, boardstoryId);
}

/** Full videos, tiger creations and trailers of a story (see docs/stories-and-player.md#player). */
export const playbackRoutes = new Hono<AppEnv>()
  .get('/videos', query(mediaQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(wholeList('videos', await paidMedia(c, 'VIDEO', q.boardstoryId, q.accessCode)));
  })
  .get('/tiger-creations', query(mediaQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(wholeList('tigerCreations', await paidMedia(c, 'TIGER_CREATION', q.boardstoryId, q.accessCode)));
  })
  .get('/trailers', query(trailerQuerySchema), async (c) => {
    const { boardstoryId } = c.req.valid('query');
    // 404 for an unknown story; the rights of a trailer are everyone's
    await rightsContext(c.var.db, null, boardstoryId);
    return c.json(wholeList('trailers', await listMedia(c.var.db, c.var.config.secret, 'TRAILER', boardstoryId)));
  });
