import { Hono, type Context } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { loginSchema } from '../../shared/schemas/auth';
import type { Config } from '../config';
import { clientNetwork } from '../http/client-network';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { clearAccountCounter, loginKeys, releaseLoginAttempt, takeLoginAttempt } from '../http/rate-limit';
import { clearSessionCookie, sessionCookieOf, setSessionCookie } from '../http/session-cookie';
import { jsonBody } from '../http/validate';
import { findUser, getMe, verifyLogin } from '../services/auth';
import { deleteSession, replaceSession } from '../services/sessions';
import { authorizationRedirect, exchangeCode, externalUser, failureReason, type SsoAttempt } from '../services/sso';
import { issueUserToken } from '../services/user-tokens';

const SSO_COOKIE = 'lf_sso';

/** Back to the login page with its German message; the log gets the cause, never a token or claim. */
function ssoFailed(c: Context<AppEnv>, reason: string) {
  console.error(`single sign-on failed: ${reason}`);
  return c.redirect('/login?sso=failed');
}

/** Sends the browser to the provider with a new attempt in a signed cookie that lives ten minutes. */
async function toProvider(c: Context<AppEnv>, oidc: NonNullable<Config['oidc']>, retried: boolean) {
  const redirect = await authorizationRedirect(c.var.config, oidc, retried).catch((err: unknown) => failureReason(err));
  if (typeof redirect === 'string') return ssoFailed(c, `no discovery: ${redirect}`);
  await setSignedCookie(c, SSO_COOKIE, JSON.stringify(redirect.attempt), c.var.config.secret, {
    path: '/auth/sso',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.publicUrl.startsWith('https:'),
    maxAge: 600,
  });
  return c.redirect(redirect.url);
}

/** Login, logout and single sign-on (see docs/api.md#endpoints). */
export const authRoutes = new Hono<AppEnv>()
  .post('/login', jsonBody(loginSchema), async (c) => {
    const { username, password } = c.req.valid('json');
    const keys = loginKeys(username.trim().toLowerCase(), clientNetwork(c));
    await takeLoginAttempt(c.var.db, keys);
    const user = await verifyLogin(c.var.db, username, password).catch(async (err: unknown) => {
      // a wrong password keeps its slot; anything else was no guess and gives it back
      if (!(err instanceof ApiError && err.status === 401)) await releaseLoginAttempt(c.var.db, keys);
      throw err;
    });
    await releaseLoginAttempt(c.var.db, keys);
    await clearAccountCounter(c.var.db, keys);
    if (user.needsTosConsent) {
      // the password was right, but the terms must be accepted first: /confirm-tos gets a short-lived token for that alone
      const accessToken = await issueUserToken(c.var.db, user.id, 'TOS_ACCESS');
      return c.json({ error: 'tos_consent_required', error_description: 'tos consent required', access_token: accessToken }, 403);
    }
    setSessionCookie(c, await replaceSession(c.var.db, user.id, sessionCookieOf(c)));
    return c.json(await getMe(c.var.db, await findUser(c.var.db, user.id)));
  })
  .post('/logout', async (c) => {
    const token = sessionCookieOf(c);
    if (token) await deleteSession(c.var.db, token);
    clearSessionCookie(c);
    // cookies only: "storage" would also unregister the offline app (see docs/offline.md#logout)
    c.header('Clear-Site-Data', '"cookies"');
    return c.body(null, 204);
  })
  // /luxemburg and /luxemburg-app send the browser here (see docs/accounts.md#single-sign-on)
  .get('/sso/luxemburg', async (c) => {
    const oidc = c.var.config.oidc;
    // a browser arrives here: without a provider it gets the login page's message, not an error body
    if (!oidc) return c.redirect('/login?sso=failed');
    return toProvider(c, oidc, false);
  })
  .get('/sso/callback', async (c) => {
    const oidc = c.var.config.oidc;
    if (!oidc) return c.redirect('/login?sso=failed');
    const stored = await getSignedCookie(c, c.var.config.secret, SSO_COOKIE);
    deleteCookie(c, SSO_COOKIE, { path: '/auth/sso' });
    const attempt = stored ? (JSON.parse(stored) as SsoAttempt) : null;
    const query = new URL(c.req.url).searchParams;
    // a refused or forged callback ends on the login page with a German message, not on an error body;
    // a state that is not this browser's own is refused before the provider is asked anything
    if (!attempt || query.get('state') !== attempt.state) return ssoFailed(c, 'state');
    const outcome = await exchangeCode(c.var.config, oidc, query, attempt);
    if (!outcome.ok) {
      // e.g. the provider signs with a key it published after we fetched its keys: one silent round more
      if (outcome.retry) return toProvider(c, oidc, true);
      return ssoFailed(c, outcome.reason);
    }
    const user = await externalUser(c.var.db, oidc.issuer, outcome.claims);
    if (user.deactivated) return ssoFailed(c, 'account deactivated');
    if (user.needsTosConsent) {
      const accessToken = await issueUserToken(c.var.db, user.id, 'TOS_ACCESS');
      return c.redirect(`/confirm-tos?access_token=${encodeURIComponent(accessToken)}`);
    }
    setSessionCookie(c, await replaceSession(c.var.db, user.id, sessionCookieOf(c)));
    return c.redirect('/');
  });
