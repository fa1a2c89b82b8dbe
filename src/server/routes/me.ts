import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { getMe } from '../services/auth';

/** The signed-in user, and the health check (the cheapest route: no database, no session needed). */
export const meRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get('/me', requireUser, async (c) => c.json(await getMe(c.var.db, c.var.user)));
