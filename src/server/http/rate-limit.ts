import { eq, sql } from 'drizzle-orm';
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

/**
 * Failed pupil-code lookups per network: codes have at least 10 characters of a 30-letter alphabet, so guessing needs
 * about 10^14 tries, and 100 misses in ten minutes leave a class of 30 behind one router room for its typos. Only
 * misses count, and beyond the limit only misses are refused: a valid code is always answered (limitFailures).
 */
export const CODE_LOOKUP_LIMITS = { failuresPerNetwork: 100, windowMs: 10 * 60_000 };

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
 * Gives an attempt back (a refused one, or one that turned out not to count): the slot is free again. Never below
 * zero, in case the window started over meanwhile.
 */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/**
 * Takes a slot and refuses the attempt once the window holds more than `limit`. Counting first (one upsert
 * that answers the new count) means fifty requests at the same moment cannot all pass a check made
 * before any of them was counted. A refused attempt gives its slot back: only what passes counts.
 */
export async function takeAttempt(db: Db, key: string, limit: number, windowMs: number, description: string, now = new Date()): Promise<void> {
  if ((await countAttempt(db, key, windowMs, now)) <= limit) return;
  await releaseAttempt(db, key);
  throw tooManyRequests(description);
}

/**
 * Runs `attempt` under a limit that counts only failures. A success is never refused: it runs and is answered
 * whatever the counter holds (a class typing valid codes behind the router of a pupil typing nonsense). A failure
 * beyond the limit is answered 429 instead of its own error. The slot is taken before the attempt (so a burst of
 * parallel failures cannot all count as within a check made before any was counted) and given back unless the
 * outcome was a failure within the limit: only those fill the window.
 */
export async function limitFailures<T>(
  db: Db,
  { key, limit, windowMs, description }: { key: string; limit: number; windowMs: number; description: string },
  attempt: () => Promise<T>,
  failed: (err: unknown) => boolean,
): Promise<T> {
  const over = (await countAttempt(db, key, windowMs)) > limit;
  try {
    const result = await attempt();
    await releaseAttempt(db, key);
    return result;
  } catch (err) {
    const failure = failed(err);
    if (!failure || over) await releaseAttempt(db, key);
    throw failure && over ? tooManyRequests(description) : err;
  }
}

/**
 * Every request that would send a mail counts against its recipient and the sender's network, whether or
 * not a mail goes out (an unknown address counts too, so probing addresses is limited as well). A request
 * refused by one limit counts against neither: one flooded address must not use up a school network's sign-ups.
 */
export async function limitMail(db: Db, recipient: string, network: string, perNetwork: number, now = new Date()): Promise<void> {
  const to = `mail:to:${recipient.trim().toLowerCase()}`;
  await takeAttempt(db, to, MAIL_LIMITS.perRecipient, MAIL_LIMITS.windowMs, accountTexts.tooManyMails, now);
  try {
    await takeAttempt(db, `mail:network:${network}`, perNetwork, MAIL_LIMITS.windowMs, accountTexts.tooManyMails, now);
  } catch (err) {
    await releaseAttempt(db, to);
    throw err;
  }
}

/**
 * Takes a slot on the account's and on the address's counter before the password is checked, and refuses the login
 * when either is full. Counting first is what makes the limit hold under concurrency: a hundred wrong passwords
 * sent at once evaluate at most `perAccount` of them. The slot stays taken only by a failure: a refused login gives
 * both back here, any other outcome through `releaseLoginAttempt`.
 */
export async function takeLoginAttempt(db: Db, keys: { account: string; address: string }, now = new Date()): Promise<void> {
  const account = await countAttempt(db, keys.account, LOGIN_LIMITS.windowMs, now);
  const address = await countAttempt(db, keys.address, LOGIN_LIMITS.windowMs, now);
  if (account <= LOGIN_LIMITS.perAccount && address <= LOGIN_LIMITS.perAddress) return;
  await releaseLoginAttempt(db, keys);
  throw tooManyRequests();
}

/** Gives back the slots of a login that was not a wrong password. */
export async function releaseLoginAttempt(db: Db, keys: { account: string; address: string }): Promise<void> {
  for (const key of [keys.account, keys.address]) await releaseAttempt(db, key);
}

/** A successful login clears the account's counter (not the address's: others may still be guessing from there). */
export async function clearAccountCounter(db: Db, keys: { account: string }): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keys.account));
}
