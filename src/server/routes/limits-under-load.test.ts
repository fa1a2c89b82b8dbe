import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { rateLimits } from '../db/schema';
import { LOGIN_LIMITS } from '../http/rate-limit';
import { createTestApp, type TestApp } from '../testing/test-app';

// Limits that did not hold (docs/security.md#rate-limits): the login limit under concurrency, and the mail
// limit that counted refused requests against a whole network.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_LIMIT_PER_NETWORK: '8' });
}, 120_000);
afterAll(() => t.close());

/** A request from `address`, as the Node adapter hands the socket to Hono. */
const post = (path: string, body: unknown, address: string) =>
  t.app.request(
    path,
    { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
  );

describe('the login limit under concurrency', () => {
  it('evaluates at most five of 100 wrong passwords sent at once, and the right one is refused afterwards', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('/auth/login', { username: 'lehrer@lesefunke.test', password: `falsch-${i}` }, '203.0.113.50')),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_LIMITS.perAccount);
    expect((await post('/auth/login', { username: 'lehrer@lesefunke.test', password: DEMO_PASSWORD }, '203.0.113.50')).status).toBe(429);
    // the stored count is the failures, not the refused attempts
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'login:account:lehrer@lesefunke.test:203.0.113.50'));
    expect(row.count).toBe(LOGIN_LIMITS.perAccount);
  });

  it('does not count a successful login against the school network', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 5; i++) {
      expect((await post('/auth/login', { username: 'owner@lesefunke.test', password: DEMO_PASSWORD }, '198.51.100.77')).status).toBe(200);
    }
  });
});

describe('the mail limit of a network', () => {
  it('counts only what passes: requests refused for one flooded address leave the network its sign-ups', async () => {
    const reset = () => post('/api/users/request-password-reset', { email: 'leser@lesefunke.test' }, '192.0.2.10');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await reset()).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(5);
    // 5 sent, 15 refused by the recipient's limit: the network (limit 8) still has 3
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/users/signup', { firstName: 'Nina', lastName: 'Netz', email: `netz${i}@schule.test`, password: 'geheim-123', tosConsent: true }, '192.0.2.10');
      expect(res.status, `sign-up ${i}`).toBe(201);
    }
    const refused = await post('/api/users/signup', { firstName: 'Nina', lastName: 'Netz', email: 'netz9@schule.test', password: 'geheim-123', tosConsent: true }, '192.0.2.10');
    expect(refused.status).toBe(429);
    // that refusal by the network did not use one of the new address's five mails
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, 'mail:to:netz9@schule.test'));
    expect(row?.count ?? 0).toBe(0);
  });
});
