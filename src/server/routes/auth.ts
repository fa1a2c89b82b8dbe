import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { loginSchema } from '../../shared/schemas/auth';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validate';
import { findUser, getMe, verifyLogin } from '../services/auth';
import { createSession, deleteSession, SESSION_COOKIE } from '../services/sessions';

/** Login and logout (CONTRACT §2); single sign-on joins here later. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const userId = await verifyLogin(c.var.db, username, password);
    // a new login replaces the session this browser had, so an old cookie value cannot linger as a second key
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await deleteSession(c.var.db, previous);
    const { token, expiresAt } = await createSession(c.var.db, userId);
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: c.var.config.publicUrl.startsWith('https:'),
      expires: expiresAt,
    });
    return c.json(await getMe(c.var.db, await findUser(c.var.db, userId)));
  })
  .post('/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await deleteSession(c.var.db, token);
    deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.config.publicUrl.startsWith('https:') });
    // cookies only: "storage" would also unregister the offline app (ARCHITECTURE, offline)
    c.header('Clear-Site-Data', '"cookies"');
    return c.body(null, 204);
  });
