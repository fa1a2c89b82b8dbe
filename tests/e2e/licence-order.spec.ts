import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount } from './account-helpers';
import { appReady, submitLogin } from './helpers';
import { expectPlaying, loginAs, player, playWithKeyboard, touchPage } from './player-helpers';

const main = (page: Page) => page.getByRole('main');
type Mail = { to: string; subject: string; text: string };

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const { _embedded } = (await (await page.request.get('/api/dev/outbox')).json()) as { _embedded: { mails: Mail[] } };
  return _embedded.mails.filter((m) => m.to === to.toLowerCase());
}

async function fillAddress(scope: ReturnType<typeof main>, a: { street: string; number: string; zip: string; city: string; country: string; state: string }) {
  await scope.getByLabel(/^Vorname/).fill('Tina');
  await scope.getByLabel(/^Nachname/).fill('Test');
  await scope.getByLabel(/^Straße/).fill(a.street);
  await scope.getByLabel(/^Hausnummer/).fill(a.number);
  await scope.getByLabel(/^PLZ/).fill(a.zip);
  await scope.getByLabel(/^Ort/).fill(a.city);
  await scope.getByLabel(/^Land/).selectOption(a.country);
  await scope.getByLabel(/^Bundesland/).selectOption(a.state);
}

test('/lizenzen shows yearly licences first with gross prices, and the monthly ones on the toggle', async ({ page }) => {
  await page.goto('/lizenzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Eine Übersicht unserer Lizenzen' })).toBeVisible();
  await expect(page).toHaveTitle('Eine Übersicht unserer Lizenzen | Lesefunke');
  const school = main(page).getByRole('article', { name: 'Schullizenz' });
  // 399 € net × 1.19 = 474.81 → 475 €
  await expect(school).toContainText('475 €');
  await expect(school).toContainText('für eine Schule');
  await expect(school.getByRole('link', { name: 'Jetzt bestellen' }).or(school.getByRole('button', { name: 'Jetzt bestellen' }))).toBeVisible();
  await expect(main(page).getByRole('article', { name: 'Monatslizenz' })).toHaveCount(0);
  await expect(main(page)).toContainText('* Alle Preise inkl. 19 % MwSt.');

  await main(page).getByRole('button', { name: 'Monatslizenzen' }).click();
  await expect(main(page).getByRole('article', { name: 'Schnupperlizenz' })).toContainText('15 Tage');
  await expect(main(page).getByRole('article', { name: 'Monatslizenz' })).toContainText('1 Monat');
  await expect(main(page).getByRole('article', { name: 'Schullizenz' })).toHaveCount(0);
});

test('a new user buys a school licence with SCHULSTART10 and billing in Austria; the admin activates it and the owner plays a full video', async ({ page, browser }) => {
  // three people and a video in one story: twice the usual time, still far below what a hang would take
  test.setTimeout(60_000);
  const email = await createAccount(page.request, { prefix: 'kaeufer' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/lizenzen');
  await appReady(page);
  const school = main(page).getByRole('article', { name: 'Schullizenz' });
  await school.getByRole('link', { name: 'Jetzt bestellen' }).or(school.getByRole('button', { name: 'Jetzt bestellen' })).click();
  await expect(page).toHaveURL(/\/order\?licenseId=\d+/);
  const steps = main(page).getByRole('list', { name: 'Bestellschritte' });
  for (const label of ['Anmelden', 'Daten prüfen', 'Bestellung prüfen', 'Fertig']) await expect(steps).toContainText(label);

  const orgName = `Grundschule Wien ${Date.now().toString(36)}`;
  await main(page).getByLabel('Art der Einrichtung').selectOption('SCHOOL');
  await main(page).getByLabel('Name der Einrichtung').fill(orgName);
  // an empty required field stops the step with the spec's message
  await main(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(main(page).getByText('Dieses Feld muss ausgefüllt werden').first()).toBeVisible();
  const address = main(page).getByRole('group', { name: 'Adresse' });
  await fillAddress(address, { street: 'Schulweg', number: '3', zip: '80331', city: 'München', country: 'DE', state: 'Bayern' });
  await main(page).getByRole('button', { name: 'Abweichende Rechnungsadresse' }).click();
  const billing = main(page).getByRole('group', { name: 'Rechnungsadresse' });
  await fillAddress(billing, { street: 'Ringstraße', number: '1', zip: '1010', city: 'Wien', country: 'AT', state: 'Wien' });
  await main(page).getByRole('button', { name: 'Weiter' }).click();

  await expect(main(page).getByRole('heading', { name: 'Bestellung prüfen' })).toBeVisible();
  const promo = main(page).getByLabel('Aktionscode');
  await promo.fill('ABGELAUFEN20');
  await main(page).getByRole('button', { name: 'Einlösen' }).click();
  await expect(main(page).getByText('Der eingegebene Aktionscode ist nicht mehr gültig', { exact: true })).toBeVisible();
  await promo.fill('NURBIBLIOTHEK');
  await main(page).getByRole('button', { name: 'Einlösen' }).click();
  await expect(main(page).getByText('Der eingegebene Aktionscode kann für die ausgewählte Lizenz nicht angewendet werden')).toBeVisible();
  await promo.fill('SCHULSTART10');
  await main(page).getByRole('button', { name: 'Einlösen' }).click();
  await expect(main(page).getByText('Aktionscode eingelöst: 10 % Rabatt')).toBeVisible();
  // Austria: 20 % VAT on 399,00 € = 79,80 €; 10 % off 478,80 € = 47,88 €; total 430,92 €
  await expect(main(page)).toContainText('399,00 €');
  await expect(main(page)).toContainText('MwSt. (20 %)');
  await expect(main(page)).toContainText('79,80 €');
  await expect(main(page)).toContainText('47,88 €');
  await expect(main(page)).toContainText('430,92 €');

  const buy = main(page).getByRole('button', { name: 'Jetzt kostenpflichtig bestellen' });
  // without the terms ticked the order is not sent: the step says why
  await buy.click();
  await expect(main(page).getByText('Bitte stimmen Sie den AGB zu.')).toBeVisible();
  await expect(main(page).getByLabel('Ich stimme den AGB zu.')).toBeFocused();
  await main(page).getByLabel('Ich stimme den AGB zu.').check();
  await buy.click();
  await expect(main(page).getByText('Danke für Ihre Bestellung! Sie können Ihre Lizenz ab sofort nutzen.')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Zur Startseite' }).or(main(page).getByRole('button', { name: 'Zur Startseite' }))).toBeVisible();

  // the confirmation e-mail lists the same total; the order waits for its activation
  await expect.poll(async () => (await mailsTo(page, email)).some((m) => m.text.includes('430,92 €'))).toBe(true);
  await page.goto('/account/license');
  await expect(main(page).getByText('Bestellung wurde noch nicht aktiviert')).toBeVisible();
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Ganze Boardstory' }).click();
  await expect(page.getByRole('dialog', { name: 'Lizenz prüfen' }).or(page.getByRole('dialog', { name: 'Lizenzen' }))).toBeVisible();

  const admin = await (await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' })).newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/admin/bestellungen');
  await expect(admin.getByRole('heading', { name: 'Bestellungen freischalten' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: orgName });
  await expect(row).toContainText('Schullizenz');
  await expect(row).toContainText('430,92 €');
  await row.getByRole('button', { name: 'Freischalten' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'wurde freigeschaltet' })).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: orgName })).toHaveCount(0);
  await admin.context().close();
  await expect.poll(async () => (await mailsTo(page, email)).length).toBeGreaterThanOrEqual(2);

  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await expect(player(page).getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  await playWithKeyboard(page);
  expect((await expectPlaying(page)).src).toMatch(/\/media\/videos\/die-mutige-maus-text\.mp4\?exp=/);
  await page.goto('/account/license');
  await expect(main(page)).toContainText('Schullizenz');
  await expect(main(page).getByText('Bestellung wurde noch nicht aktiviert')).toHaveCount(0);
});

test('owner@ renews the school licence: the complete school skips step one', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/lizenzen');
  await appReady(page);
  const school = main(page).getByRole('article', { name: 'Schullizenz' });
  await school.getByRole('link', { name: 'Jetzt hier verlängern' }).or(school.getByRole('button', { name: 'Jetzt hier verlängern' })).click();
  await expect(page).toHaveURL(/\/order\?.*renew=1/);
  await expect(main(page).getByRole('heading', { name: 'Bestellung prüfen' })).toBeVisible();
  await expect(main(page)).toContainText('Grundschule am Park');
  await expect(main(page)).toContainText('Die neue Laufzeit beginnt am');
  // Germany: 19 % of 399,00 € = 75,81 €, total 474,81 €
  await expect(main(page)).toContainText('474,81 €');
  await main(page).getByLabel('Ich stimme den AGB zu.').check();
  await main(page).getByRole('button', { name: 'Jetzt kostenpflichtig bestellen' }).click();
  await expect(main(page).getByText('Danke für Ihre Bestellung! Sie können Ihre Lizenz ab sofort nutzen.')).toBeVisible();
  // the running licence stays in force until the renewal starts
  await page.goto('/account/license');
  await expect(main(page)).toContainText('Schullizenz');
  await expect(main(page).getByText('Bestellung wurde noch nicht aktiviert')).toHaveCount(0);
});

test('/order without a chosen licence goes to /lizenzen, and a guest to the sign-up', async ({ page }) => {
  await page.goto('/order?licenseId=3');
  await expect(page).toHaveURL(/\/signup/);
  await loginAs(page, 'neu');
  await page.goto('/order');
  await expect(page).toHaveURL(/\/lizenzen$/);
});
