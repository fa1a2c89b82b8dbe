import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { eq } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import { assertWithinLimit, clearAccountCounter, countAttempt, LOGIN_LIMITS, loginKeys, releaseLoginAttempt, takeLoginAttempt } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

const now = new Date('2026-11-23T08:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('login rate limit (in the database)', () => {
  it('stops an address after its failures spread over many accounts, and only that address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) await takeLoginAttempt(t.db, loginKeys(`person${i}@schule.test`, '10.0.0.1'), now);
    const fresh = loginKeys('noch-nie@schule.test', '10.0.0.1');
    await expect(takeLoginAttempt(t.db, fresh, later(1000))).rejects.toMatchObject({ status: 429 });
    await expect(takeLoginAttempt(t.db, loginKeys('noch-nie@schule.test', '10.0.0.2'), later(1000))).resolves.toBeUndefined();
    // the window ends: the address may try again
    await expect(takeLoginAttempt(t.db, fresh, later(LOGIN_LIMITS.windowMs + 1))).resolves.toBeUndefined();
  });

  it('starts a new count after the window, and counts neither a released attempt nor a refused one', async () => {
    const keys = loginKeys('zaehler@schule.test', '10.0.0.3');
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) await takeLoginAttempt(t.db, keys, now);
    await expect(takeLoginAttempt(t.db, keys, later(1000))).rejects.toMatchObject({ status: 429 });
    // one failure after the window counts as the first of a new one
    await takeLoginAttempt(t.db, keys, later(LOGIN_LIMITS.windowMs + 1));
    const stored = async () => (await t.db.select().from(rateLimits).where(eq(rateLimits.key, keys.account)))[0].count;
    expect(await stored()).toBe(1);
    await takeLoginAttempt(t.db, keys, later(LOGIN_LIMITS.windowMs + 2));
    await releaseLoginAttempt(t.db, keys);
    expect(await stored()).toBe(1);

    for (let i = 1; i < LOGIN_LIMITS.perAccount; i++) await takeLoginAttempt(t.db, keys, later(LOGIN_LIMITS.windowMs + 3));
    await expect(takeLoginAttempt(t.db, keys, later(LOGIN_LIMITS.windowMs + 3))).rejects.toMatchObject({ status: 429 });
    expect(await stored()).toBe(LOGIN_LIMITS.perAccount);
    await clearAccountCounter(t.db, keys);
    await expect(takeLoginAttempt(t.db, keys, later(LOGIN_LIMITS.windowMs + 4))).resolves.toBeUndefined();
  });
});

describe('a limit of any feature (assertWithinLimit, countAttempt)', () => {
  it('refuses the attempt after the limit within the window, with its own text, and only for that key', async () => {
    const windowMs = 60_000;
    for (let i = 0; i < 3; i++) await countAttempt(t.db, 'test:key:a', windowMs, now);
    await expect(assertWithinLimit(t.db, 'test:key:a', 4, windowMs, later(1000))).resolves.toBeUndefined();
    await countAttempt(t.db, 'test:key:a', windowMs, later(1000));
    await expect(assertWithinLimit(t.db, 'test:key:a', 4, windowMs, later(2000), 'too many checks')).rejects.toMatchObject({
      status: 429,
      code: 'too_many_requests',
      description: 'too many checks',
    });
    await expect(assertWithinLimit(t.db, 'test:key:b', 4, windowMs, later(2000))).resolves.toBeUndefined();
    await expect(assertWithinLimit(t.db, 'test:key:a', 4, windowMs, later(windowMs + 1))).resolves.toBeUndefined();
  });
});
