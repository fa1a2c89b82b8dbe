import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, tokenFromOutbox, uniqueEmail } from './account-helpers';
import { accountButton, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');

async function fillSignup(page: Page, values: { first?: string; last?: string; email?: string; password?: string; repeat?: string; consent?: boolean }) {
  const m = main(page);
  if (values.first !== undefined) await m.getByLabel('Vorname').fill(values.first);
  if (values.last !== undefined) await m.getByLabel('Nachname').fill(values.last);
  if (values.email !== undefined) await m.getByLabel('E-Mail-Adresse', { exact: true }).fill(values.email);
  if (values.password !== undefined) await m.getByLabel('Passwort', { exact: true }).fill(values.password);
  if (values.repeat !== undefined) await m.getByLabel('Passwort wiederholen').fill(values.repeat);
  if (values.consent) await m.getByLabel('Ich stimme den AGB und Nutzungsbedingungen zu.').check();
  await m.getByRole('button', { name: 'Konto erstellen' }).click();
}

test('sign up, confirm the e-mail from the outbox, then log in', async ({ page }) => {
  const email = uniqueEmail('anmeldung');
  await page.goto('/login');
  await main(page).getByRole('link', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle('Konto erstellen | Lesefunke');
  await expect(page.getByRole('heading', { name: 'Konto erstellen', level: 1 })).toBeVisible();
  await fillSignup(page, { first: 'Greta', last: 'Grün', email, password: ACCOUNT_PASSWORD, repeat: ACCOUNT_PASSWORD, consent: true });
  await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeVisible();

  // not confirmed yet: the login says so
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page.getByText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse')).toBeVisible();

  const token = await tokenFromOutbox(page.request, email, '/confirmRegistration');
  await page.goto(`/confirmRegistration/${token}`);
  await expect(page.getByText('Ihre E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden', level: 1 })).toBeVisible();
  await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await main(page).getByLabel('Passwort', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(accountButton(page, /Greta Grün/)).toBeVisible();

  // the link worked once; a second visit goes home (see docs/accounts.md#token-links)
  await page.goto(`/confirmRegistration/${token}`);
  await expect(page).toHaveURL(/\/$/);
});

test('sign-up errors stand at their fields', async ({ page }) => {
  await page.goto('/signup');
  await fillSignup(page, {});
  await expect(main(page).getByText('Dieses Feld muss ausgefüllt werden')).toHaveCount(4);
  await expect(main(page).getByText('Sie müssen den AGB und Nutzungsbedingungen zustimmen, um fortzufahren')).toBeVisible();

  await fillSignup(page, { first: 'A', last: 'B', email: uniqueEmail('fehler'), password: 'kurz', repeat: 'anders' });
  await expect(main(page).getByText('Das Passwort muss mindestens 8 Zeichen lang sein')).toBeVisible();
  await expect(main(page).getByText('Die Passwörter müssen übereinstimmen')).toBeVisible();
  await expect(main(page).getByLabel('Passwort wiederholen')).toHaveAttribute('aria-invalid', 'true');

  await fillSignup(page, { email: 'owner@lesefunke.test', password: ACCOUNT_PASSWORD, repeat: ACCOUNT_PASSWORD, consent: true });
  await expect(main(page).getByRole('alert')).toHaveText('Diese E-Mail-Adresse existiert bereits');
});

test('confirmation without a token goes to the login; an unknown invitation is refused', async ({ page }) => {
  await page.goto('/confirmRegistration');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/signup/gibt-es-nicht');
  await expect(main(page).getByRole('alert')).toHaveText('Der Einladungslink ist ungültig');
});
