// Error texts that need a server answer the demo data cannot produce on demand (an expired link, an
// accepted invitation, a failing server): the browser gets that answer from a stubbed route.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount, tokenFromOutbox } from './account-helpers';
import { accountButton, guestLoginLink, logoutControl, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');
const answer = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test('a failing login server gives the generic text', async ({ page }) => {
  await page.route('**/auth/login', answer(500, { error: 'server_error', error_description: 'internal server error' }));
  await submitLogin(page, 'owner@lesefunke.test', 'egal-welches');
  await expect(main(page).getByRole('alert')).toHaveText('Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
});

test('an expired or failing e-mail change link says so', async ({ page }) => {
  await page.route('**/api/confirm-email-change/alt', answer(410, { error: 'expired_token', error_description: 'token expired' }));
  await page.goto('/confirmEmailChange/alt');
  await expect(main(page).getByRole('alert')).toHaveText('Die Frist zur Bestätigung ihrer neuen Emailadresse ist leider abgelaufen');
  await page.route('**/api/confirm-email-change/kaputt', answer(500, { error: 'server_error', error_description: 'internal server error' }));
  await page.goto('/confirmEmailChange/kaputt');
  await expect(main(page).getByRole('alert')).toHaveText('Es ist ein Fehler bei der Änderung ihrer Email aufgetreten.');
});

test('invitation landing: already accepted, or on to the sign-up and the welcome screen', async ({ page }) => {
  const invitation = { id: 41, email: 'eingeladen@schule.test', state: 'ACCEPTED', organizationId: 1, userRole: 'USER' };
  await page.route('**/api/invitations?invitationToken=angenommen', answer(200, { _embedded: { invitations: [invitation] } }));
  await page.goto('/signup/angenommen');
  await expect(main(page).getByRole('alert')).toHaveText('Diese Einladung wurde bereits angenommen');

  const open = { ...invitation, id: 42, state: 'CREATED' };
  await page.route('**/api/invitations?invitationToken=offen', answer(200, { _embedded: { invitations: [open] } }));
  await page.route('**/api/invitations/42', answer(404, { error: 'not_found', error_description: 'user does not exist' }));
  let signup: Record<string, unknown> | undefined;
  await page.route('**/api/users/signup', async (route) => {
    signup = route.request().postDataJSON();
    await answer(201, { confirmed: true })(route);
  });
  await page.goto('/signup/offen');
  await expect(main(page).getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue('eingeladen@schule.test');
  await main(page).getByLabel('Vorname').fill('Ida');
  await main(page).getByLabel('Nachname').fill('Invite');
  await main(page).getByLabel('Passwort', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main(page).getByLabel('Passwort wiederholen').fill(ACCOUNT_PASSWORD);
  await main(page).getByLabel('Ich stimme den AGB und Nutzungsbedingungen zu.').check();
  await main(page).getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen bei Lesefunke!' })).toBeVisible();
  expect(signup).toMatchObject({ email: 'eingeladen@schule.test', invitationId: 42, invitationToken: 'offen' });
  expect(signup).not.toHaveProperty('passwordConfirmation');
});

test('logout works even when the server call fails', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'abmelden', firstName: 'Lotte', lastName: 'Logout' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  const account = accountButton(page, /Lotte Logout/);
  await expect(account).toBeVisible();
  await page.route('**/auth/logout', (route) => route.abort('internetdisconnected'));
  await account.click();
  await logoutControl(page).first().click();
  await expect(guestLoginLink(page)).toBeVisible();
  await expect(account).toHaveCount(0);
});

test('a generated single-sign-on address is shown as "Externer SSO-Account"', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'sso', firstName: 'Sven', lastName: 'Sso' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(accountButton(page, /Sven Sso/)).toBeVisible();
  // the sign-up knows only ordinary addresses: an e-mail change gives this account one of the sign-on domain
  const ssoAddress = `${'a1b2c3d4e5'.repeat(2)}${Date.now().toString(36)}@sso.lesefunke.lu`;
  expect((await page.request.post('/api/users/request-email-change', { data: { email: ssoAddress } })).status()).toBe(204);
  await page.goto(`/confirmEmailChange/${await tokenFromOutbox(page.request, ssoAddress, '/confirmEmailChange')}`);
  await expect(main(page).getByRole('status')).toContainText('Ihre neue E-Mail-Adresse ist bestätigt.');

  await page.goto('/account');
  await main(page).getByRole('button', { name: 'E-Mail-Adresse' }).click();
  await expect(main(page).getByText('Ihre aktuelle E-Mail-Adresse: Externer SSO-Account')).toBeVisible();
  await accountButton(page, /Sven Sso/).click();
  await expect(page.getByRole('banner').getByText('Externer SSO-Account')).toBeVisible();
  await expect(page.getByText(ssoAddress)).toHaveCount(0);
});

test('/luxemburg goes to the single sign-on; without a provider the login page says it failed', async ({ page }) => {
  await page.goto('/luxemburg');
  await expect(page).toHaveURL(/\/login\?sso=failed$/);
  await expect(main(page).getByRole('alert')).toHaveText(
    'Die Anmeldung über den Single Sign-on ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.',
  );
  await page.goto('/luxemburg-app');
  await expect(page).toHaveURL(/\/login\?sso=failed$/);
  expect((await page.context().cookies()).find((c) => c.name === 'clientType')?.value).toBe('app');
});

