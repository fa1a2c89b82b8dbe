import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount, tokenFromOutbox, uniqueEmail } from './account-helpers';
import { accountButton, appReady, DEMO_PASSWORD, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');

test('reset a forgotten password with the link from the e-mail', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'vergessen', firstName: 'Paul', lastName: 'Passwort' });
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Passwort vergessen?' }).click();
  // the login form's field has the same label: wait until the new page is there
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
  await main(page).getByLabel('E-Mail-Adresse').fill('niemand@lesefunke.test');
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Dieser User existiert nicht');

  await main(page).getByLabel('E-Mail-Adresse').fill(email);
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('heading', { name: 'E-Mail verschickt' })).toBeVisible();

  const token = await tokenFromOutbox(page.request, email, '/resetPassword');
  await page.goto(`/resetPassword/${token}`);
  await appReady(page);
  await main(page).getByLabel('Neues Passwort').fill('Ganz-neu-2026');
  await main(page).getByLabel('Passwort wiederholen').fill('Ganz-neu-2027');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByText('Die Passwörter müssen übereinstimmen')).toBeVisible();
  await main(page).getByLabel('Passwort wiederholen').fill('Ganz-neu-2026');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Passwort geändert' })).toBeVisible();

  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page.getByText('Ungültige Zugangsdaten', { exact: true })).toBeVisible();
  await submitLogin(page, email, 'Ganz-neu-2026');
  await expect(accountButton(page, /Paul Passwort/)).toBeVisible();

  // the link is used up
  await page.goto(`/resetPassword/${token}`);
  await appReady(page);
  await main(page).getByLabel('Neues Passwort').fill('Noch-einmal-99');
  await main(page).getByLabel('Passwort wiederholen').fill('Noch-einmal-99');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByRole('alert')).toContainText('Dieser Link ist leider ungültig oder abgelaufen.');
});

test('/resetPassword without a token leads to the request page', async ({ page }) => {
  await page.goto('/resetPassword');
  await expect(page).toHaveURL(/\/request-password-reset$/);
  await expect(page.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
});

test('reset@ must set a new password on the page of the e-mailed link and accept the terms there', async ({ page }) => {
  const email = 'reset@lesefunke.test';
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/force-new-password$/);
  await expect(main(page).getByText(`Bitte legen Sie ein neues Passwort für ${email} fest.`, { exact: false })).toBeVisible();
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByRole('heading', { name: 'E-Mail verschickt' })).toBeVisible();

  const token = await tokenFromOutbox(page.request, email, '/confirm-force-new-password');
  await page.goto(`/confirm-force-new-password/${token}`);
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await main(page).getByLabel('Neues Passwort').fill('Endlich-Neu-2026');
  await main(page).getByLabel('Passwort wiederholen').fill('Endlich-Neu-2026');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByText('Sie müssen den AGB zustimmen, um fortzufahren')).toBeVisible();
  await main(page).getByLabel('Ich stimme den AGB zu.').check();
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { name: 'Neues Passwort bestätigt' })).toBeVisible();
  await submitLogin(page, email, 'Endlich-Neu-2026');
  await expect(accountButton(page, /Rita Rosen/)).toBeVisible();
});

test('/force-new-password without a refused login goes to /login', async ({ page }) => {
  await page.goto('/force-new-password');
  await expect(page).toHaveURL(/\/login$/);
});

test('the terms form refuses a wrong access token with "Anmeldung fehlgeschlagen."', async ({ page }) => {
  await page.goto('/confirm-tos?access_token=abgelaufen-oder-falsch-123');
  await appReady(page);
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(main(page).getByText('Sie müssen den AGB zustimmen, um fortzufahren')).toBeVisible();
  await main(page).getByLabel('Ich stimme den AGB zu.').check();
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Anmeldung fehlgeschlagen.');
});

test('too many wrong passwords for one address are stopped with a German message', async ({ page }) => {
  const email = uniqueEmail('geraten');
  for (let i = 0; i < 5; i++) {
    await submitLogin(page, email, `falsch-${i}-passwort`);
    await expect(page.getByText('Ungültige Zugangsdaten', { exact: true })).toBeVisible();
  }
  await submitLogin(page, email, 'noch-ein-versuch');
  await expect(main(page).getByRole('alert')).toHaveText(
    'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  );
});
