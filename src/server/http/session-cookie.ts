import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createSession, deleteSession, SESSION_COOKIE } from '../services/sessions';
import type { AppEnv } from './env';

/** Logs the browser in as this user: login, and the terms consent that completes a login. */
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

export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
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
  setSignedInHint(c, c.var.config.publicUrl, expiresAt);
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSession(c.var.db, token);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.config.publicUrl.startsWith('https:') });
  clearSignedInHint(c);
}
