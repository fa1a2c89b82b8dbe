import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createSession } from '../services/sessions';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// Security findings (docs/accounts.md#forced-new-password): who may choose a forced new password, and which sessions survive a new password.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

const post = (path: string, body: unknown, cookie?: string) =>
  t.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });
const signedIn = async (cookie: string) => (await t.app.request('/api/me', { headers: { cookie } })).status === 200;

/** The token of the newest mail to `to` whose link contains `path` (the dev outbox). */
async function tokenFromMail(to: string, path: string): Promise<string> {
  const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { to: string; text: string }[] } };
  const token = _embedded.mails.find((m) => m.to === to && m.text.includes(path))?.text.match(new RegExp(`${path}/([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no mail with ${path} to ${to}`);
  return token;
}

async function userId(email: string): Promise<number> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user.id;
}

describe('forced new password', () => {
  it('never takes a password from the request that asks for the link: a stranger cannot choose it', async () => {
    const email = 'reset@lesefunke.test';
    // an old session of the account (before it was told to reset) ends with the new password as well
    const { token: oldSession } = await createSession(t.db, await userId(email));
    // a stranger who knows only the address sends "their" password along
    expect((await post('/api/users/force-new-password', { email, password: 'Fremdes-Passwort-1', tosConsent: true })).status).toBe(204);
    // the owner follows the link and chooses their own
    const token = await tokenFromMail(email, '/confirm-force-new-password');
    const own = { confirmationToken: token, password: 'Eigenes-Passwort-1', tosConsent: true };
    expect((await post('/api/users/confirm-force-new-password', own)).status).toBe(204);

    expect((await post('/auth/login', { username: email, password: 'Fremdes-Passwort-1' })).status).toBe(401);
    await login(t.app, email, 'Eigenes-Passwort-1');
    expect(await signedIn(`lf_session=${oldSession}`)).toBe(false);
  });

  it('answers an address that need not reset like one that must, and sends it nothing', async () => {
    const res = await post('/api/users/force-new-password', { email: 'neu@lesefunke.test' });
    expect(res.status).toBe(204);
    await expect(tokenFromMail('neu@lesefunke.test', '/confirm-force-new-password')).rejects.toThrow();
  });
});

describe('a password reset ends the other sessions', () => {
  it('logs out every other browser of the account and keeps the one that reset it', async () => {
    const email = 'lehrer@lesefunke.test';
    const here = await login(t.app, email);
    const elsewhere = await login(t.app, email);
    const someoneElse = await login(t.app, 'owner@lesefunke.test');
    expect(await signedIn(elsewhere)).toBe(true);

    expect((await post('/api/users/request-password-reset', { email })).status).toBe(204);
    const resetToken = await tokenFromMail(email, '/resetPassword');
    expect((await post('/api/users/reset-password', { resetToken, newPassword: 'Nach-dem-Reset-1' }, here)).status).toBe(204);

    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect(await signedIn(someoneElse)).toBe(true);
  });

  it('ends every session when the reset comes from a browser without one', async () => {
    const email = 'abgelaufen@lesefunke.test';
    const session = await login(t.app, email);
    await post('/api/users/request-password-reset', { email });
    const resetToken = await tokenFromMail(email, '/resetPassword');
    expect((await post('/api/users/reset-password', { resetToken, newPassword: 'Nach-dem-Reset-2' })).status).toBe(204);
    expect(await signedIn(session)).toBe(false);
  });
});
