import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { loginSchema } from '../../shared/schemas/auth';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { endSession, startSession } from '../http/session-cookie';
import { jsonBody } from '../http/validate';
import { findUser, getMe, verifyLogin } from '../services/auth';
import { assertLoginAllowed, clearAccountCounter, countFailedLogin, loginKeys } from '../services/rate-limit';
import { issueUserToken } from '../services/user-tokens';

/** The client's network address; app.request in tests has none. Behind a proxy every login shares the proxy's. */
function remoteAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Login and logout (CONTRACT §2); single sign-on joins here later. */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const keys = loginKeys(username.trim().toLowerCase(), remoteAddress(c));
    await assertLoginAllowed(c.var.db, keys);
    const user = await verifyLogin(c.var.db, username, password).catch(async (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) await countFailedLogin(c.var.db, keys);
      throw err;
    });
    await clearAccountCounter(c.var.db, keys);
    if (user.needsTosConsent) {
      // the password was right, but the terms must be accepted first: /confirm-tos gets a short-lived token for that alone
      const accessToken = await issueUserToken(c.var.db, user.id, 'TOS_ACCESS');
      return c.json({ error: 'tos_consent_required', error_description: 'tos consent required', access_token: accessToken }, 403);
    }
    await startSession(c, user.id);
    return c.json(await getMe(c.var.db, await findUser(c.var.db, user.id)));
  })
  .post('/logout', async (c) => {
    await endSession(c);
    // cookies only: "storage" would also unregister the offline app (ARCHITECTURE, offline)
    c.header('Clear-Site-Data', '"cookies"');
    return c.body(null, 204);
  });
