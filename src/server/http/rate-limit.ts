import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { accountTexts } from '../../shared/domain/account-texts';
import { ApiError } from './errors';

/** Failed logins allowed per window: few per account (guessing one password), more per address (a school shares one). */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

/**
 * The account's counter belongs to the account *and* the network it is tried from: a stranger's wrong
 * passwords lock only the stranger's network out, so the owner still gets in from their own.
 */
export const loginKeys = (email: string, network: string) => ({
  account: `login:account:${email}:${network}`,
  address: `login:address:${network}`,
});

/** Mails per hour: a few to one address (nobody's inbox is flooded), more from one network (a school signs up together). */
export const MAIL_LIMITS = { perRecipient: 5, windowMs: 60 * 60_000 };

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

/** Counts one attempt on `key`: a single upsert, so concurrent attempts on several instances all count. Answers the new count. */
export async function countAttempt(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  // ISO text with a cast: the drivers differ in how they bind a Date inside raw SQL
  const expired = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${expired} then ${start} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/**
 * Counts the attempt and refuses it once the window holds more than `limit`. Counting first (one upsert
 * that answers the new count) means fifty requests at the same moment cannot all pass a check made
 * before any of them was counted.
 */
export async function takeAttempt(db: Db, key: string, limit: number, windowMs: number, description: string, now = new Date()): Promise<void> {
  if ((await countAttempt(db, key, windowMs, now)) > limit) throw tooManyRequests(description);
}

/**
 * Every request that would send a mail counts against its recipient and the sender's network, whether or
 * not a mail goes out (an unknown address counts too, so probing addresses is limited as well).
 */
export async function limitMail(db: Db, recipient: string, network: string, perNetwork: number, now = new Date()): Promise<void> {
  await takeAttempt(db, `mail:network:${network}`, perNetwork, MAIL_LIMITS.windowMs, accountTexts.tooManyMails, now);
  await takeAttempt(db, `mail:to:${recipient.trim().toLowerCase()}`, MAIL_LIMITS.perRecipient, MAIL_LIMITS.windowMs, accountTexts.tooManyMails, now);
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
