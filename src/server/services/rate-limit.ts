import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http/errors';

/** Failed logins allowed per window: few per account (guessing one password), more per address (a school shares one). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

export const loginKeys = (email: string, address: string) => ({
  account: `login:account:${email}`,
  address: `login:address:${address}`,
});

export const tooManyRequests = (description = 'too many login attempts, try again later') =>
  new ApiError(429, 'too_many_requests', description);

/**
 * Refuses the attempt when the counter of `key` already holds `limit` attempts of the current window
 * (fixed windows of `windowMs`, started by the first attempt). The counters live in the database,
 * so every server instance sees the same numbers. Any feature may use it with its own key prefix.
 */
export async function assertWithinLimit(
  db: Db,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
  description = 'too many requests, try again later',
): Promise<void> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (row && row.windowStart.getTime() > now.getTime() - windowMs && row.count >= limit) throw tooManyRequests(description);
}

/** Counts one attempt on `key`: a single upsert, so concurrent attempts on several instances all count. */
export async function countAttempt(db: Db, key: string, windowMs: number, now = new Date()): Promise<void> {
  // ISO text with a cast: the drivers differ in how they bind a Date inside raw SQL
  const expired = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${start} else ${rateLimits.windowStart} end`,
      },
    });
}

/** Refuses the login when either counter of this window is full. */
export async function assertLoginAllowed(db: Db, keys: { account: string; address: string }, now = new Date()): Promise<void> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, [keys.account, keys.address]));
  const windowStart = now.getTime() - LOGIN_LIMITS.windowMs;
  for (const row of rows) {
    if (row.windowStart.getTime() <= windowStart) continue;
    const limit = row.key === keys.account ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perAddress;
    if (row.count >= limit) throw tooManyRequests();
  }
}

/** Counts one failed login on the account's and on the address's counter. */
export async function countFailedLogin(db: Db, keys: { account: string; address: string }, now = new Date()): Promise<void> {
  for (const key of [keys.account, keys.address]) await countAttempt(db, key, LOGIN_LIMITS.windowMs, now);
}

/** A successful login clears the account's counter (not the address's: others may still be guessing from there). */
export async function clearAccountCounter(db: Db, keys: { account: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keys.account));
}
