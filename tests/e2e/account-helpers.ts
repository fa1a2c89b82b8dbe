// Accounts for the account specs: made through the API, so each test owns its account and never
// changes a demo account that other specs log in with.
import { expect, type APIRequestContext } from '@playwright/test';

type Mail = { to: string; subject: string; text: string };

/** The token of the newest e-mail to `to` whose link goes to `path` (the dev outbox, docs/api.md#endpoints). */
export async function tokenFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/api/dev/outbox');
      const { _embedded } = (await res.json()) as { _embedded: { mails: Mail[] } };
      const mail = _embedded.mails.find((m) => m.to === to.toLowerCase() && m.text.includes(`${path}/`));
      token = mail?.text.match(new RegExp(`${path}/([\\w-]+)`))?.[1];
      return token;
    }, { message: `an e-mail to ${to} with a ${path} link` })
    .toBeTruthy();
  return token!;
}

/** A unique address per test run and test, so reruns against one server do not collide. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@schule.test`;

export const ACCOUNT_PASSWORD = 'Lesen-macht-Spass-1';

/** Signs up and confirms an account through the API; answers its e-mail address. */
export async function createAccount(
  request: APIRequestContext,
  opts: { prefix?: string; firstName?: string; lastName?: string; password?: string } = {},
): Promise<string> {
  const email = uniqueEmail(opts.prefix ?? 'konto');
  const res = await request.post('/api/users/signup', {
    data: {
      firstName: opts.firstName ?? 'Tina',
      lastName: opts.lastName ?? 'Test',
      email,
      password: opts.password ?? ACCOUNT_PASSWORD,
      tosConsent: true,
    },
  });
  expect(res.status()).toBe(201);
  const token = await tokenFromOutbox(request, email, '/confirmRegistration');
  expect((await request.post('/api/users/confirm-registration', { data: { confirmationToken: token } })).status()).toBe(204);
  return email;
}
