// The class-tablet setup when Lesefunke answers but the owner's codes fail (a server error, the device online):
// it says the codes could not be loaded and offers a retry — not "Sind Sie online?", which sent teachers to check a
// Wi-Fi that worked. Offline, the setup says it is offline (tests/offline/owner-pages-offline.spec.ts).
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from './helpers';

test('a server error while loading the codes says so and the retry shows them', async ({ page }) => {
  await submitLogin(page, 'owner@lesefunke.test', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  // the real server answers; its first answers for the codes (with the client's own retries) are turned into errors
  let failing = true;
  await page.route('**/api/me/access-codes**', async (route) => {
    const response = await route.fetch();
    if (!failing) return route.fulfill({ response });
    await route.fulfill({ status: 500, json: { error: 'internal_error', error_description: 'Internal Server Error' } });
  });
  await page.goto('/klassen-tablet/einrichten');
  const main = page.getByRole('main');
  const alert = main.getByRole('alert').filter({ hasText: 'Ihre Codes konnten gerade nicht geladen werden.' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(/Sind Sie online|Sie sind offline/)).toHaveCount(0);

  failing = false;
  await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(alert).toHaveCount(0);
  await expect(main.getByRole('group', { name: 'Die mutige Maus' }).getByRole('radio', { name: /FUNKE-GUELTIG/ })).toBeVisible();
});
