import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { unauthorized } from '../http/errors';
import { getMe } from '../services/auth';

/** The signed-in user, and the health check (the cheapest route: no database, no session needed). */
export const meRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get('/me', async (c) => {
    if (!c.var.user) throw unauthorized();
    c.header('Cache-Control', 'no-store');
    return c.json(await getMe(c.var.db, c.var.user));
  });
