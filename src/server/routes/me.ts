import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { clearSignedInHint } from '../http/session-cookie';
import { getMe } from '../services/auth';

/** The signed-in user, and the health check (the cheapest route: no database, no session needed). */
export const meRoutes = new Hono<AppEnv>()
  .get('/health', (c) => c.json({ status: 'ok' }))
  .get(
    '/me',
    // an ended session (expired, or ended by a password reset elsewhere): the page stops asking
    async (c, next) => {
      if (!c.var.user) clearSignedInHint(c);
      await next();
    },
    requireUser,
    async (c) => c.json(await getMe(c.var.db, c.var.user)),
  );
