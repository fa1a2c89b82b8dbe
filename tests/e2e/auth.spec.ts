import { expect, test } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, guestLoginLink, logoutControl, submitLogin } from './helpers';

const OWNER = 'owner@lesefunke.test'; // Sabine Sommer, CONTRACT §4

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
