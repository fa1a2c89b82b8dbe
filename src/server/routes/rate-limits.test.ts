import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../shared/domain/account-texts';
import { loadConfig } from '../config';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

// A security finding (docs/security.md#rate-limits): mail-sending requests are limited per recipient and per network, and a
// stranger's wrong passwords cannot lock the owner out.

let t: TestApp;
beforeAll(async () => {
  // a small network limit keeps the test short; the default is checked on its own below
  t = await createTestApp({ MAIL_LIMIT_PER_NETWORK: '3' });
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

/** A request from `address`, as the Node adapter hands the socket to Hono. */
const post = (path: string, body: unknown, address: string) =>
  t.app.request(
    path,
    { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
    { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } },
  );
const tooMany = { error: 'too_many_requests', error_description: accountTexts.tooManyMails };

describe('mail limits', () => {
  it('protects by default: 50 mails an hour from one network, 5 to one address', () => {
    expect(loadConfig({}).mailLimitPerNetwork).toBe(50);
  });

  it('sends at most five mails to one address, also when fifty requests arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => post('/api/users/request-password-reset', { email: 'lehrer@lesefunke.test' }, `10.1.${i}.1`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    expect(await answers.find((res) => res.status === 429)!.json()).toEqual(tooMany);
    const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { to: string }[] } };
    expect(_embedded.mails.filter((m) => m.to === 'lehrer@lesefunke.test')).toHaveLength(5);
  });

  it('stops one network after its limit of sign-ups, and only that network (an IPv6 network by its /64)', async () => {
    const signup = (email: string, address: string) =>
      post('/api/users/signup', { firstName: 'Nina', lastName: 'Netz', email, password: 'geheim-123', tosConsent: true }, address);
    for (let i = 0; i < 3; i++) expect((await signup(`netz${i}@schule.test`, `2001:db8:1:2::${i + 1}`)).status).toBe(201);
    const refused = await signup('netz3@schule.test', '2001:db8:1:2:ffff::9');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(tooMany);
    expect((await signup('netz4@schule.test', '2001:db8:1:3::1')).status).toBe(201);
  });
});

describe('login lock-out', () => {
  it('locks out the stranger who guesses, not the owner with the right password on their own network', async () => {
    const login = (password: string, address: string) => post('/auth/login', { username: 'owner@lesefunke.test', password }, address);
    for (let i = 0; i < 5; i++) expect((await login(`falsch-${i}`, '203.0.113.9')).status).toBe(401);
    expect((await login(DEMO_PASSWORD, '203.0.113.9')).status).toBe(429);
    expect((await login(DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
  });
});
