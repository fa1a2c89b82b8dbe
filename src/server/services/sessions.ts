import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { SessionUser } from '../http/env';
import { hashToken, randomToken } from './tokens';

export const SESSION_DAYS = 30;

/** The columns of a SessionUser, for every query that answers one. */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  salutation: users.salutation,
  isExternalUser: users.isExternalUser,
  isAdmin: users.isAdmin,
};

export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
  // expired sessions of anyone are cleaned up on the way; cheap with few rows per user
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/**
 * A login: the session this browser had (`previous`, its cookie's value) ends first, so an old cookie
 * value cannot linger as a second key, then a new one starts.
 */
export async function replaceSession(db: Db, userId: number, previous: string | undefined): Promise<{ token: string; expiresAt: Date }> {
  if (previous) await deleteSession(db, previous);
  return createSession(db, userId);
}

/** The session this cookie's token names, if it has not ended nor expired: every lookup of a session's user asks with it. */
export const sessionOfToken = (token: string) => and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date()));

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const [row] = await db.select(sessionUserColumns).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(sessionOfToken(token)).limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/**
 * A new password ends every session of the account except `keep` (the cookie of the request that set it,
 * if any): whoever knew the old password, or holds a stolen cookie, is out.
 */
export async function endOtherSessions(db: Db, userId: number, keep?: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.idHash, hashToken(keep)) : undefined));
}
