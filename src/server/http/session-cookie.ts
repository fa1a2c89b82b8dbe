import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from './env';

// The cookies of a session; the session itself (created, found, ended) is services/sessions.ts.

/** The httpOnly cookie holding the session's token: the only thing the server trusts. */
export const SESSION_COOKIE = 'lf_session';

/**
 * A cookie the page may read, saying only "a session cookie was set here": a guest's page does not ask
 * /api/me at all (its 401 was an error in every guest's console), a signed-in one does. It proves nothing;
 * the session cookie itself stays httpOnly and is what the server trusts.
 */
export const SIGNED_IN_HINT = 'lf_signed_in';

export function setSignedInHint(c: Context, publicUrl: string, expires?: Date): void {
  setCookie(c, SIGNED_IN_HINT, '1', { path: '/', sameSite: 'Lax', secure: publicUrl.startsWith('https:'), expires });
}

export const clearSignedInHint = (c: Context<AppEnv>): void => {
  if (getCookie(c, SIGNED_IN_HINT)) deleteCookie(c, SIGNED_IN_HINT, { path: '/', secure: c.var.config.publicUrl.startsWith('https:') });
};

/** The session token this request's cookie carries, if any. */
export const sessionCookieOf = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

/** Logs the browser in with this session: login, and the terms consent that completes a login. */
export function setSessionCookie(c: Context<AppEnv>, { token, expiresAt }: { token: string; expiresAt: Date }): void {
  setCookie(c, SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.config.publicUrl.startsWith('https:'),
    expires: expiresAt,
  });
  setSignedInHint(c, c.var.config.publicUrl, expiresAt);
}

/** Logs the browser out: the session cookie and the signed-in hint go. */
export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.config.publicUrl.startsWith('https:') });
  clearSignedInHint(c);
}
