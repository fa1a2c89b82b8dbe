import { expect, test } from '@playwright/test';
import { appReady } from './helpers';

// ui/use-dismiss.ts: a flyout or dropdown closes on Escape and on a press outside it; a dropdown gives the
// focus back to its trigger after Escape.

test("the header's search flyout closes on Escape and on a click outside", async ({ page }) => {
  await page.goto('/impressum');
  // a page drawn on the server: its buttons answer once the app has taken it over
  await appReady(page);
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Suche' });
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
  await trigger.click();
  await expect(field).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.click();
  await expect(field).toBeVisible();
  // a click inside the panel keeps it open
  await field.click();
  await expect(field).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(field).toBeHidden();
});

test('a searchable dropdown closes on a click outside, and on Escape with the focus back on its trigger', async ({ page }) => {
  await page.goto('/aktuelles');
  await appReady(page);
  const trigger = page.getByRole('button', { name: 'Jahr: Alle Jahre' });
  const search = page.getByRole('searchbox', { name: 'Jahr durchsuchen' });
  await trigger.click();
  await expect(search).toBeVisible();
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(search).toBeHidden();

  await trigger.click();
  await search.focus();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(trigger).toBeFocused();
});
