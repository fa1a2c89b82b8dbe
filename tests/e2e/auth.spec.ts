import { expect, test } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, guestLoginLink, logoutControl, submitLogin } from './helpers';

const OWNER = 'owner@lesefunke.test'; // Sabine Sommer, docs/demo-data.md#accounts

test('a wrong password is refused with "Ungültige Zugangsdaten"', async ({ page }) => {
  await submitLogin(page, OWNER, 'falsches-Passwort-1');
  await expect(page.getByText('Ungültige Zugangsdaten', { exact: true })).toBeVisible();
  await expect(accountButton(page, /Sabine|Sommer/)).toHaveCount(0);
});

test('the right password logs in, logout returns to the guest header', async ({ page }) => {
  await page.goto('/');
  await expect(guestLoginLink(page)).toBeVisible();

  await submitLogin(page, OWNER, DEMO_PASSWORD);
  const account = accountButton(page, /Sabine|Sommer/);
  await expect(account).toBeVisible();
  await expect(guestLoginLink(page)).toHaveCount(0);

  // the session survives a reload: it lives in a cookie, not only in memory
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await logoutControl(page).first().click();
  await expect(guestLoginLink(page)).toBeVisible();
  await expect(account).toHaveCount(0);

  // and the server agrees: no session any more
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});

test('the account flyout shows each role its entries and the renewal hint', async ({ page }) => {
  const flyout = page.getByRole('banner');
  const openFlyout = async (email: string, name: RegExp) => {
    await submitLogin(page, email, DEMO_PASSWORD);
    await accountButton(page, name).click();
    await expect(logoutControl(page).first()).toBeVisible();
  };

  // renewable with about a year left: no hint yet (only in the last 30 days); no rentals, so no rental entry
  await openFlyout(OWNER, /Sabine|Sommer/);
  for (const label of ['Meine Daten', 'Meine Lizenz', 'Merkliste']) await expect(flyout.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(flyout.getByRole('link', { name: /Verlängern\?/ })).toHaveCount(0);
  await expect(flyout.getByRole('link', { name: 'Verleihzugänge & -codes' })).toHaveCount(0);

  // a teacher of the same school cannot renew: no hint either
  await openFlyout('lehrer@lesefunke.test', /Jonas|Lehmann/);
  await expect(flyout.getByRole('link', { name: 'Meine Lizenz', exact: true })).toBeVisible();
  await expect(flyout.getByRole('link', { name: /Verlängern\?/ })).toHaveCount(0);

  // renewable and ended yesterday
  await openFlyout('abgelaufen@lesefunke.test', /Albert/);
  await expect(flyout.getByRole('link', { name: 'Lizenz abgelaufen. Verlängern?' })).toHaveAttribute('href', '/lizenzen');
  await expect(flyout.getByRole('link', { name: 'Lizenz läuft bald ab. Verlängern?' })).toHaveCount(0);

  // an owner whose order allows rentals
  await openFlyout('bibliothek@lesefunke.test', /Petra/);
  await expect(flyout.getByRole('link', { name: 'Verleihzugänge & -codes' })).toHaveAttribute('href', '/account/rental-license');

  // no licence: no licence page and no renewal hint
  await openFlyout('neu@lesefunke.test', /Nora/);
  await expect(flyout.getByRole('link', { name: 'Merkliste', exact: true })).toBeVisible();
  await expect(flyout.getByRole('link', { name: 'Meine Lizenz' })).toHaveCount(0);
  await expect(flyout.getByRole('link', { name: /Verlängern\?/ })).toHaveCount(0);
});
