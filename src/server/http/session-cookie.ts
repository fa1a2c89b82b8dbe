import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { createSession, deleteSession, SESSION_COOKIE } from '../services/sessions';
import type { AppEnv } from './env';

/** Logs the browser in as this user: login, and the terms consent that completes a login. */
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
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deleteSession(c.var.db, token);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: c.var.config.publicUrl.startsWith('https:') });
}
