import { expect, test, type Page } from '@playwright/test';
import { tokenFromOutbox, uniqueEmail, ACCOUNT_PASSWORD } from './account-helpers';
import { appReady, submitLogin } from './helpers';
import { loginAs } from './player-helpers';

const main = (page: Page) => page.getByRole('main');

/** Opens the invitation form unless it is open already (the toggle keeps its state). */
async function openForm(page: Page, toggle: string) {
  const button = main(page).getByRole('button', { name: toggle });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

async function invite(page: Page, toggle: string, email: string) {
  await openForm(page, toggle);
  const form = main(page).getByRole('form', { name: toggle });
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('button', { name: 'Einladen', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Einladung verschickt' });
  await expect(done).toContainText('Der Nutzer wurde eingeladen und erhält umgehend eine E-Mail.');
  await done.getByRole('button', { name: 'OK' }).click();
}

test('owner@ invites a new teacher, who signs up through the e-mail and has the licence; the owner removes them again', async ({ page, browser }) => {
  await loginAs(page, 'owner');
  await page.goto('/account/license');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Meine Lizenz' })).toBeVisible();
  await expect(main(page)).toContainText('Schullizenz');
  await expect(main(page).getByRole('table', { name: 'Nutzer der Lizenz' })).toContainText('lehrer@lesefunke.test');
  // the owner is listed but cannot remove themself
  await expect(main(page).getByRole('button', { name: 'owner@lesefunke.test entfernen' })).toHaveCount(0);

  const email = uniqueEmail('kollegin');
  await invite(page, 'Nutzer einladen', email);
  await expect(main(page).getByRole('region', { name: 'Offene Einladungen' })).toContainText(email);
  // the same address twice is refused at the field
  await openForm(page, 'Nutzer einladen');
  const form = main(page).getByRole('form', { name: 'Nutzer einladen' });
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await form.getByRole('button', { name: 'Einladen', exact: true }).click();
  await expect(form.getByText('Dieser User wurde bereits eingeladen')).toBeVisible();
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('lehrer@lesefunke.test');
  await form.getByRole('button', { name: 'Einladen', exact: true }).click();
  await expect(form.getByText('Dieser User wurde bereits hinzugefügt')).toBeVisible();

  // the invitee follows the link from the e-mail on another device
  const token = await tokenFromOutbox(page.request, email, '/signup');
  const invitee = await (await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' })).newPage();
  await invitee.goto(`/signup/${token}`);
  const signup = invitee.getByRole('main');
  await signup.getByLabel('Vorname').fill('Klara');
  await signup.getByLabel('Nachname').fill('Kollegin');
  await expect(signup.getByLabel('E-Mail-Adresse', { exact: true })).toHaveValue(email);
  await signup.getByLabel('Passwort', { exact: true }).fill(ACCOUNT_PASSWORD);
  await signup.getByLabel('Passwort wiederholen').fill(ACCOUNT_PASSWORD);
  await signup.getByRole('checkbox').first().check();
  await signup.getByRole('button', { name: 'Konto erstellen' }).click();
  // the link from the e-mail already proved the address: no confirmation mail, straight to the welcome
  await expect(signup.getByRole('heading', { name: 'Willkommen bei Lesefunke!' })).toBeVisible();
  await submitLogin(invitee, email, ACCOUNT_PASSWORD);
  await expect(invitee).not.toHaveURL(/\/login/);
  await invitee.goto('/account/license');
  await expect(invitee.getByRole('main')).toContainText('Schullizenz');
  await expect(invitee.getByRole('main')).toContainText('Bitte wenden Sie sich zur Verlängerung an die Administratorin oder den Administrator Ihrer Einrichtung.');

  // the owner sees the new member (filter by address) and removes them
  await page.reload();
  await main(page).getByRole('searchbox', { name: 'Nach Name oder E-Mail filtern' }).fill(email);
  const table = main(page).getByRole('table', { name: 'Nutzer der Lizenz' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: `${email} entfernen` }).click();
  const confirm = page.getByRole('dialog', { name: 'Nutzer entfernen' });
  await confirm.getByRole('button', { name: 'Entfernen', exact: true }).click();
  await expect(table.getByText(email)).toHaveCount(0);

  // rights end on the next request
  const res = await invitee.request.get('/api/orders/current');
  expect(await res.json()).toEqual({});
  await invitee.context().close();
});

test('the member list sorts and filters', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/account/license');
  await appReady(page);
  const table = main(page).getByRole('table', { name: 'Nutzer der Lizenz' });
  await main(page).getByRole('combobox', { name: 'Sortieren nach' }).selectOption({ label: 'E-Mail' });
  const emails = await table.getByRole('row').filter({ hasText: '@' }).allInnerTexts();
  const addresses = emails.map((row) => row.match(/[\w.+-]+@[\w.-]+/)![0]);
  expect(addresses).toEqual([...addresses].sort((a, b) => a.localeCompare(b, 'de')));
  await main(page).getByRole('searchbox', { name: 'Nach Name oder E-Mail filtern' }).fill('Lehmann');
  await expect(table.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await expect(table).toContainText('lehrer@lesefunke.test');
});

test('a library owner invites a rental user and sees the counter fall', async ({ page }) => {
  await loginAs(page, 'bibliothek');
  await page.goto('/account/rental-license');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Verleihzugänge & -codes' })).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Verleihnutzer' })).toContainText('leser@lesefunke.test');
  const counter = main(page).getByText(/^Noch \d+ Verleihzug(ang|änge) übrig$/);
  const before = Number((await counter.textContent())!.match(/\d+/)![0]);
  await expect(main(page).getByText(/^Noch \d+ Codes? übrig$/)).toBeVisible();

  await invite(page, 'Verleihnutzer einladen', uniqueEmail('leserin'));
  await expect(counter).toHaveText(new RegExp(`^Noch ${before - 1} Verleihzug`));
});

test('USER, RENTAL_USER and a user without licence see their hints', async ({ page }) => {
  await loginAs(page, 'leser');
  await page.goto('/account/license');
  await expect(main(page)).toContainText('Laufzeit bis');
  await expect(main(page)).toContainText('Bitte wenden Sie sich zur Verlängerung an Ihre Bibliothek.');
  await page.goto('/account/rental-license');
  await expect(main(page).getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
});
