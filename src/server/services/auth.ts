import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Me } from '../../shared/schemas/auth';
import type { Db } from '../db/client';
import { bookmarks, sessions, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SessionUser } from '../http/env';
import { sessionOfToken, sessionUserColumns } from './sessions';

// Unknown accounts are checked against this hash, so they take as long as known ones and reveal nothing by timing.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('lesefunke-dummy-password-for-timing'));

const invalidCredentials = () => new ApiError(401, 'invalid_grant', 'invalid credentials');

/**
 * Checks e-mail and password; answers the user id and whether the terms consent is still missing, or
 * throws the contract's 401/403.
 */
export async function verifyLogin(db: Db, username: string, password: string): Promise<{ id: number; needsTosConsent: boolean }> {
  // users type their address in any case, but we store it in lowercase
  const email = username.trim().toLowerCase();
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      mustResetPassword: users.mustResetPassword,
      confirmedAt: users.confirmedAt,
      tosConsentAt: users.tosConsentAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // external single-sign-on accounts have no password hash: they cannot log in here either
  const ok = await verify(user?.passwordHash ?? (await getDummyHash()), password).catch(() => false);
  if (!user?.passwordHash || !ok) throw invalidCredentials();
  // only after the right password, so the flag never tells a stranger that the account exists
  if (user.mustResetPassword) throw new ApiError(403, 'must_reset_password', 'must_reset_password');
  if (!user.confirmedAt) throw new ApiError(403, 'not_confirmed', 'account not confirmed');
  return { id: user.id, needsTosConsent: !user.tosConsentAt };
}

/** The signed-in user as the browser sees it: profile and bookmarked story ids, never a hash or token. */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const marks = await db
    .select({ id: bookmarks.boardstoryId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, user.id))
    .orderBy(bookmarks.createdAt);
  return meOf(user, marks.map((m) => m.id));
}

const meOf = (user: SessionUser, bookmarkIds: number[]): Me => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  salutation: user.salutation,
  name: `${user.firstName} ${user.lastName}`.trim(),
  isExternalUser: user.isExternalUser,
  isAdmin: user.isAdmin,
  bookmarks: bookmarkIds,
});

// getMe's bookmarks in the same order, as a column of the session's query
const bookmarkIds = sql<number[]>`(SELECT coalesce(array_agg(b.boardstory_id ORDER BY b.created_at), '{}') FROM bookmarks b WHERE b.user_id = ${users.id})`;

/**
 * A session's user and what getMe answers for them, in one query (findSessionUser's and getMe's together): all a
 * signed-in page asks the database per request besides the public answers it shares (site.ts). Null for a session
 * that is unknown, ended or expired.
 */
export async function findSessionMe(db: Db, token: string): Promise<{ user: SessionUser; me: Me } | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, bookmarkIds })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sessionOfToken(token))
    .limit(1);
  if (!row) return null;
  const { bookmarkIds: ids, ...user } = row;
  return { user, me: meOf(user, ids.map(Number)) };
}

/** The session user by id (right after login, before the cookie exists). */
export async function findUser(db: Db, id: number): Promise<SessionUser> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id));
  return user;
}
