import { expect, test } from '@playwright/test';

test('a search for the stop word "die" lists the stories whose titles start with "Die", those first', async ({ page }) => {
  await page.goto('/search?q=die&type=boardstories');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Ergebnisse zum Begriff „die“' })).toBeVisible();
  const main = page.getByRole('main');
  for (const title of ['Die mutige Maus', 'Die Sternenfischer', 'Die Schnecke sieht rot']) {
    await expect(main.getByRole('link', { name: title }).first()).toBeVisible();
  }
  // the first result of the list is a title hit
  await expect(main.locator('.search-result').first()).toContainText(/Die\s/);
});
