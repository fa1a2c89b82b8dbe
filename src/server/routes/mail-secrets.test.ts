import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, organizationMembers, users } from '../db/schema';
import { signUp as newsletterSignUp } from '../services/newsletter';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// A security finding (docs/security.md#tokens): the outbox table and the request log keep no token that would open an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_REQUESTS: '1' });
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

const post = (path: string, body?: unknown, cookie?: string) =>
  t.app.request(path, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

const TOKEN = /\/(?:confirmRegistration|resetPassword|confirm-force-new-password|confirmEmailChange|signup|newsletter\/bestaetigen)\/([\w-]{40,})/;

describe('mails with links', () => {
  it('reach the dev outbox as sent, but the outbox table holds them without their tokens', async () => {
    expect((await post('/api/users/signup', { firstName: 'Tom', lastName: 'Token', email: 'tom@schule.test', password: 'geheim-123', tosConsent: true })).status).toBe(201);
    expect((await post('/api/users/request-password-reset', { email: 'neu@lesefunke.test' })).status).toBe(204);
    expect((await post('/api/users/force-new-password', { email: 'reset@lesefunke.test' })).status).toBe(204);
    const owner = await login(t.app, 'owner@lesefunke.test');
    expect((await post('/api/users/request-email-change', { email: 'neue-adresse@schule.test' }, owner)).status).toBe(204);
    const [ownerRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@lesefunke.test'));
    const [membership] = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, ownerRow.id));
    const invited = await post('/api/invitations', { organizationId: membership.organizationId, email: 'kollegin@schule.test', userRole: 'USER' }, owner);
    expect(invited.status).toBe(201);
    await newsletterSignUp(t.db, t.mailer, t.config.publicUrl, { email: 'leserin@schule.test' });

    const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { text: string; html: string }[] } };
    const tokens = _embedded.mails.map((m) => TOKEN.exec(m.text)?.[1]).filter((x): x is string => !!x);
    expect(tokens).toHaveLength(6);
    const stored = await t.db.select().from(emailOutbox);
    expect(stored.length).toBeGreaterThanOrEqual(6);
    for (const row of stored) for (const token of tokens) expect(row.text + row.html).not.toContain(token);
    expect(stored.filter((row) => row.text.includes('/[entfernt]') && row.html.includes('/[entfernt]'))).toHaveLength(6);
  });

  it('are not logged with the token of their link', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const token = 'a'.repeat(20) + 'B-_9'.repeat(5) + 'xyz';
      await post(`/api/confirm-email-change/${token}`);
      const lines = log.mock.calls.map((call) => String(call[0]));
      expect(lines).toContainEqual(expect.stringMatching(/^POST \/api\/confirm-email-change\/\[token\] 404 /));
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      log.mockRestore();
    }
  });
});
