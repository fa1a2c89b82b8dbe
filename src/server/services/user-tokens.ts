import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userTokens, type UserTokenKind } from '../db/schema';
import { ApiError } from '../http/errors';
import { hashToken, randomToken } from './tokens';

/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<UserTokenKind, number> = {
  CONFIRM_REGISTRATION: 7 * 86_400_000,
  RESET_PASSWORD: 2 * 3_600_000,
  FORCE_NEW_PASSWORD: 24 * 3_600_000,
  EMAIL_CHANGE: 24 * 3_600_000,
  // handed to the browser right after a login, only to record the terms consent
  TOS_ACCESS: 15 * 60_000,
};

/** A new random token for the user; only its hash is stored. Earlier unused tokens of the same kind stop working. */
export async function issueUserToken(db: Db, userId: number, kind: UserTokenKind, payload?: Record<string, string>): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    payload: payload ?? null,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

export const tokenExpired = () => new ApiError(410, 'expired_token', 'token expired');
export const tokenUnknown = () => new ApiError(404, 'invalid_token', 'invalid token: unknown or already used');

/**
 * Uses a token up: one UPDATE marks it used only if it is of this kind, unused and unexpired, so two
 * requests racing with the same link cannot both succeed. Answers its user and payload, or throws
 * 410 (expired) or 404 (unknown or used).
 */
export async function consumeUserToken(db: Db, kind: UserTokenKind, token: string) {
  const now = new Date();
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
    .returning({ userId: userTokens.userId, payload: userTokens.payload });
  if (row) return { userId: row.userId, payload: row.payload ?? {} };
  const [stale] = await db
    .select({ usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.kind, kind)));
  throw stale && !stale.usedAt ? tokenExpired() : tokenUnknown();
}
