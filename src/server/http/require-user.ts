import { createMiddleware } from 'hono/factory';
import type { AppEnv, SessionUser } from './env';
import { unauthorized } from './errors';

/** What a handler after `requireUser` sees: the session's user, never null. */
export type SignedInEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * Route middleware for signed-in callers: 401 without a session, and the answer is personal, so no cache
 * keeps it. It adds no response type, so the route's types in `AppType` stay those of its handler.
 */
export const requireUser = createMiddleware<SignedInEnv>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  c.header('Cache-Control', 'no-store');
  await next();
});
