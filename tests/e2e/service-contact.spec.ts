import { expect, test } from '@playwright/test';
import { loginAs } from './player-helpers';

test('the footer has the contact block and the check step the service hotline, from the CMS options', async ({ page }) => {
  await page.goto('/lizenzen');
  const contact = page.getByRole('contentinfo').getByRole('region', { name: 'Kontakt' });
  await expect(contact.getByRole('link', { name: '0341 1234567' })).toHaveAttribute('href', 'tel:03411234567');
  await expect(contact).toContainText('Mo–Fr 8–16 Uhr');
  await expect(contact.locator('address')).toContainText('Funkenweg 5');
  await expect(contact.locator('address')).toContainText('04109 Leipzig');

  // the owner's renewal of the school licence (id 3 in the demo data) skips to the check step; went to directly, since
  // another test's renewal may already wait, which hides the button on /lizenzen
  await loginAs(page, 'owner');
  await page.goto('/order?licenseId=3&renew=1');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Bestellung prüfen' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Fragen zur Bestellung? Service-Hotline:')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '0341 1234567' })).toHaveAttribute('href', 'tel:03411234567');
});
