import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { sessionCookieOf } from '../http/session-cookie';
import { liveToken } from '../live/token';

/**
 * The /live CSRF token for a page that has none: the service worker answers navigations with its cached
 * index.html, which carries no token (and must not carry one of an earlier session). Same origin only:
 * another site cannot read this answer (no CORS).
 */
export const liveRoutes = new Hono<AppEnv>().get('/live-token', requireUser, (c) =>
  c.json({ token: liveToken(c.var.config.secret, sessionCookieOf(c) ?? '') }),
);
