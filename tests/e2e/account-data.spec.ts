import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount, tokenFromOutbox, uniqueEmail } from './account-helpers';
import { accountButton, DEMO_PASSWORD, quietAfterTakeover, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');

async function loginAs(page: Page, email: string, password = ACCOUNT_PASSWORD) {
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

test('/account sends a guest to the login and back after it', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'zurueck' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?from=%2Faccount/);
  await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await main(page).getByLabel('Passwort', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Meine Daten' })).toBeVisible();
  await expect(main(page).getByText('Die Löschung Ihres Kontos ist nur über unseren Kundenservice möglich.')).toBeVisible();
});

test('change the name: validation, success text, and the header follows', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'name', firstName: 'Nina', lastName: 'Name' });
  await loginAs(page, email);
  await page.goto('/account');
  const first = main(page).getByLabel('Vorname', { exact: true });
  await expect(first).toHaveValue('Nina');
  await first.fill('');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByText('Dieses Feld muss ausgefüllt werden')).toBeVisible();
  await first.fill('Nora');
  await main(page).getByLabel('Anrede').selectOption('Frau');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Die Daten wurden erfolgreich aktualisiert');
  await expect(accountButton(page, /Nora Name/)).toBeVisible();
  await page.reload();
  await expect(main(page).getByLabel('Vorname', { exact: true })).toHaveValue('Nora');
});

test('addresses: required fields, states of DE/AT/CH, billing only when filled, cancel asks first', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'adresse' });
  await loginAs(page, email);
  await page.goto('/account');
  await main(page).getByRole('button', { name: 'Adressen' }).click();
  await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
  const address = main(page).getByRole('group', { name: 'Adresse', exact: true });
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(address.getByText('Dieses Feld muss ausgefüllt werden')).toHaveCount(7);

  await address.getByLabel('Vorname').fill('Eva');
  await address.getByLabel('Nachname').fill('Ernst');
  await address.getByLabel('Straße').fill('Ringstraße');
  await address.getByLabel('Hausnummer').fill('7');
  await address.getByLabel('PLZ').fill('1010');
  await address.getByLabel(/^Ort/).fill('Wien');
  await address.getByLabel(/^Land/).selectOption({ label: 'Österreich' });
  const state = address.getByLabel(/^Bundesland/);
  await expect(state.locator('option')).toHaveCount(10); // 9 and "Bitte wählen"
  await state.selectOption('Wien');
  await address.getByLabel(/^Land/).selectOption({ label: 'Schweiz' });
  await expect(state).toHaveValue('');
  await expect(state.locator('option')).toHaveCount(27);
  await address.getByLabel(/^Land/).selectOption({ label: 'Deutschland' });
  await expect(state.locator('option')).toHaveCount(16);
  await expect(state.locator('option', { hasText: 'Berlin & Brandenburg' })).toHaveCount(1);
  await state.selectOption('Bayern');

  // a half-filled billing address is checked, and its section opens on the error
  await main(page).getByRole('button', { name: 'Abweichende Rechnungsadresse' }).click();
  const billing = main(page).getByRole('group', { name: 'Rechnungsadresse' });
  await billing.getByLabel(/^Ort/).fill('München');
  await main(page).getByRole('button', { name: 'Abweichende Rechnungsadresse' }).click();
  await expect(billing).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(billing.getByText('Dieses Feld muss ausgefüllt werden').first()).toBeVisible();
  await billing.getByLabel(/^Ort/).fill('');
  await main(page).getByRole('button', { name: 'Speichern' }).click();
  await expect(main(page).getByRole('status')).toHaveText('Die Daten wurden erfolgreich aktualisiert');
  await expect(main(page).getByText('Ringstraße 7')).toBeVisible();
  await expect(main(page).getByText('Bayern, Deutschland')).toBeVisible();

  await main(page).getByRole('button', { name: 'Bearbeiten' }).click();
  await main(page).getByRole('group', { name: 'Adresse', exact: true }).getByLabel(/^Ort/).fill('Augsburg');
  await main(page).getByRole('button', { name: 'Abbrechen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Ihre Eingaben sind noch nicht gesichert. Wenn Sie fortfahren gehen alle Änderungen verloren.');
  await dialog.getByRole('button', { name: 'Fortfahren' }).click();
  await expect(main(page).getByRole('button', { name: 'Bearbeiten' })).toBeVisible();
  await expect(main(page).getByText('80331 Augsburg')).toHaveCount(0);
  await page.reload();
  await main(page).getByRole('button', { name: 'Adressen' }).click();
  await expect(main(page).getByText('Ringstraße 7')).toBeVisible();
});

test('change the e-mail address: in use, hint, confirmation once, taken meanwhile', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'mailwechsel', firstName: 'Emil', lastName: 'Mail' });
  await loginAs(page, email);
  await page.goto('/account');
  await main(page).getByRole('button', { name: 'E-Mail-Adresse' }).click();
  const field = main(page).getByLabel('E-Mail-Adresse', { exact: true });
  await field.fill('owner@lesefunke.test');
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(main(page).getByText('Diese Email ist bereits in Benutzung')).toBeVisible();

  const next = uniqueEmail('neue-adresse');
  await field.fill(next);
  await main(page).getByRole('button', { name: 'Senden' }).click();
  await expect(main(page).getByRole('status')).toHaveText(
    'Es wurde eine Bestätigungsmail an die neue Adresse gesendet. Bitte klicken sie auf den Bestätigungslink.',
  );
  await expect(main(page).getByRole('button', { name: 'Senden' })).toHaveCount(0);

  const token = await tokenFromOutbox(page.request, next, '/confirmEmailChange');
  await page.goto(`/confirmEmailChange/${token}`);
  await expect(main(page).getByRole('status')).toContainText('Ihre neue E-Mail-Adresse ist bestätigt.');
  await page.goto(`/confirmEmailChange/${token}`);
  await expect(main(page).getByRole('alert')).toHaveText('Ihr Bestätigungslink ist leider ungültig');

  // a second change whose address someone else registers before the link is followed
  await page.goto('/account');
  await main(page).getByRole('button', { name: 'E-Mail-Adresse' }).click();
  await expect(main(page).getByText(next)).toBeVisible();
  const wanted = uniqueEmail('begehrt');
  await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill(wanted);
  await main(page).getByRole('button', { name: 'Senden' }).click();
  const late = await tokenFromOutbox(page.request, wanted, '/confirmEmailChange');
  const other = await page.request.post('/api/users/signup', {
    data: { firstName: 'A', lastName: 'B', email: wanted, password: ACCOUNT_PASSWORD, tosConsent: true },
  });
  expect(other.status()).toBe(201);
  await page.goto(`/confirmEmailChange/${late}`);
  await expect(main(page).getByRole('alert')).toHaveText('Es ist Bereits ein anderer Account auf diese Email registriert');
});

test('the account bar shows the licence, the rental access and an expired licence', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: 'Mein Konto' });
  await submitLogin(page, 'owner@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Sabine/)).toBeVisible();
  await page.goto('/account');
  await expect(bar.getByRole('link', { name: 'Meine Daten' })).toHaveAttribute('aria-current', 'page');
  await expect(bar.getByRole('link', { name: 'Merkliste' })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Verleihzugänge & -codes' })).toHaveCount(0);
  await expect(bar).toContainText(/Schullizenz gültig bis \d\d\.\d\d\.\d\d$/);

  await submitLogin(page, 'leser@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Lena/)).toBeVisible();
  await page.goto('/account');
  await expect(bar).toContainText(/Verleihzugang gültig bis \d\d\.\d\d\.\d\d$/);

  await submitLogin(page, 'bibliothek@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Petra/)).toBeVisible();
  await page.goto('/account');
  await expect(bar.getByRole('link', { name: 'Verleihzugänge & -codes' })).toHaveAttribute('href', '/account/rental-license');

  await submitLogin(page, 'abgelaufen@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Albert/)).toBeVisible();
  await page.goto('/account');
  await expect(bar).toContainText(/abgelaufen$/);
});

test('on a phone the account bar stands complete from the first frame: neither /account nor the front page moves under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // every shift of what is on screen, as the browser reports it to Lighthouse's CLS
  await page.addInitScript(`window.shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.shifts.push(e.value.toFixed(3) + ' ' + e.sources.map((s) => s.node && s.node.nodeType === 1 ? s.node.tagName + '.' + s.node.className : '#text').join(', ')); }).observe({ type: 'layout-shift', buffered: true });`);
  // a device that never held this account: nothing stored to draw the bar from. The library's owner has the most
  // entries (the bar's widest case: two rows on a phone)
  expect((await page.request.post('/auth/login', { data: { username: 'bibliothek@lesefunke.test', password: DEMO_PASSWORD } })).ok()).toBe(true);
  const bar = page.getByRole('navigation', { name: 'Mein Konto' });
  for (const path of ['/account', '/']) {
    await page.goto(path);
    await expect(bar.getByRole('link', { name: 'Verleihzugänge & -codes' })).toBeVisible();
    await expect(bar).toContainText(/Bibliothekslizenz gültig bis/);
    await quietAfterTakeover(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), path).toEqual([]);
  }
});
