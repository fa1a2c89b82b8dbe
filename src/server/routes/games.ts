import { Hono } from 'hono';
import { gamesQuerySchema } from '../../shared/schemas/games';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { query } from '../http/validate';
import { listGames } from '../services/games';

/** GET /api/games?boardstoryId=&accessCode=: the games of a story the caller may watch in full. */
export const gameRoutes = new Hono<AppEnv>().get('/games', query(gamesQuerySchema), async (c) => {
  const q = c.req.valid('query');
  // the answer depends on the session and the code: never from a shared cache
  c.header('Cache-Control', 'private, no-store');
  return c.json(wholeList('games', await listGames(c.var.db, c.var.user, q.boardstoryId, q.accessCode)));
});
