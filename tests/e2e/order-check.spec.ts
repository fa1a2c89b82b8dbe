import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount } from './account-helpers';
import { accountButton, appReady, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');
type Mail = { to: string; text: string };

async function mailsTo(page: Page, to: string): Promise<Mail[]> {
  const { _embedded } = (await (await page.request.get('/api/dev/outbox')).json()) as { _embedded: { mails: Mail[] } };
  return _embedded.mails.filter((m) => m.to === to.toLowerCase());
}

/** From the order page to the check step; the data step is filled when the organisation is new. */
async function toCheckStep(page: Page, orgName: string) {
  await expect(main(page).getByRole('heading', { name: 'Daten prüfen' })).toBeVisible();
  const name = main(page).getByLabel('Name der Einrichtung');
  if ((await name.inputValue()) === '') {
    await main(page).getByLabel('Art der Einrichtung').selectOption('SCHOOL');
    await name.fill(orgName);
    const address = main(page).getByRole('group', { name: 'Adresse' });
    await address.getByLabel(/^Vorname/).fill('Tina');
    await address.getByLabel(/^Nachname/).fill('Test');
    await address.getByLabel(/^Straße/).fill('Schulweg');
    await address.getByLabel(/^Hausnummer/).fill('3');
    await address.getByLabel(/^PLZ/).fill('80331');
    await address.getByLabel(/^Ort/).fill('München');
    await address.getByLabel(/^Land/).selectOption('DE');
    await address.getByLabel(/^Bundesland/).selectOption('Bayern');
  }
  await main(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(main(page).getByRole('heading', { name: 'Bestellung prüfen' })).toBeVisible();
}

test('the check step waits for the terms, links them, applies a code typed but not redeemed, and refuses a second waiting order', async ({ page }) => {
  test.setTimeout(60_000);
  const email = await createAccount(page.request, { prefix: 'aktionscode' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/lizenzen');
  await appReady(page);
  const school = main(page).getByRole('article', { name: 'Schullizenz' });
  await school.getByRole('link', { name: 'Jetzt bestellen' }).or(school.getByRole('button', { name: 'Jetzt bestellen' })).click();
  await expect(page).toHaveURL(/\/order\?licenseId=\d+/);
  const orderUrl = page.url();
  await toCheckStep(page, `Grundschule Code ${Date.now().toString(36)}`);

  const buy = main(page).getByRole('button', { name: 'Jetzt kostenpflichtig bestellen' });
  const terms = main(page).getByLabel('Ich stimme den AGB zu.');
  // the buy button waits for the terms, which are one click away beside the order
  await expect(buy).toBeDisabled();
  const termsLink = main(page).getByRole('link', { name: 'AGB', exact: true });
  await expect(termsLink).toHaveAttribute('href', '/agb');
  await expect(termsLink).toHaveAttribute('target', '_blank');
  const [termsPage] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
  await expect(termsPage.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
  await expect(termsPage.getByRole('heading', { name: '§ 2 Vertragsschluss' })).toBeVisible();
  await termsPage.close();
  await expect(terms).not.toBeChecked();
  await terms.check();
  await expect(buy).toBeEnabled();
  await terms.uncheck();
  await expect(buy).toBeDisabled();
  await expect(main(page).getByText('Bitte stimmen Sie den AGB zu.')).toBeVisible();
  await terms.check();
  await expect(main(page).getByText('Bitte stimmen Sie den AGB zu.')).toHaveCount(0);

  // typed, never redeemed: the first click redeems it and says so; the total now has the discount (474,81 € − 47,48 €)
  await main(page).getByLabel('Aktionscode').fill('SCHULSTART10');
  await buy.click();
  await expect(main(page).getByText('Der Aktionscode wurde noch nicht eingelöst.', { exact: false })).toBeVisible();
  await expect(main(page).getByText('Aktionscode eingelöst: 10 % Rabatt')).toBeVisible();
  await expect(main(page)).toContainText('427,33 €');
  await buy.click();
  await expect(main(page).getByText('Danke für Ihre Bestellung! Sie können Ihre Lizenz ab sofort nutzen.')).toBeVisible();
  await expect.poll(async () => (await mailsTo(page, email)).some((m) => m.text.includes('Aktionscode SCHULSTART10') && m.text.includes('427,33 €'))).toBe(true);

  // the menu calls the waiting order what it is, not an ended licence
  await accountButton(page, /Tina|Test/).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Bestellung wurde noch nicht aktiviert' })).toHaveAttribute('href', '/account/license');
  await expect(page.getByRole('banner').getByRole('link', { name: /Verlängern\?/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // the same licence again while the first order waits for its payment: /lizenzen offers no button then, a second tab
  // or an old link still reaches the order page
  await page.goto(orderUrl);
  await toCheckStep(page, '');
  await main(page).getByLabel('Ich stimme den AGB zu.').check();
  await main(page).getByRole('button', { name: 'Jetzt kostenpflichtig bestellen' }).click();
  await expect(
    main(page).getByRole('alert').filter({ hasText: 'Für diese Einrichtung wartet bereits eine Bestellung dieser Lizenz auf die Freischaltung.' }),
  ).toBeVisible();
  await expect(main(page).getByText('Danke für Ihre Bestellung!', { exact: false })).toHaveCount(0);
});
