// /boardstories after a first visit of / alone, while Lesefunke is unreachable (docs/offline.md#ways-of-being-offline):
// the stored list or the offline page with "Erneut versuchen", never a page without either; it loads by itself when
// Lesefunke answers again.
import { type Page } from '@playwright/test';
import { expect, OFFLINE_WAYS, test } from './offline-modes';

const main = (page: Page) => page.getByRole('main');

for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`/boardstories after a first visit of / alone shows a list or the offline page, and the list when Lesefunke is back (${title})`, async ({
      page,
      outage,
    }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

      await outage.begin();
      await page.goto('/boardstories');
      const cards = main(page).getByRole('link', { name: /Die mutige Maus/ });
      const retry = main(page).getByRole('button', { name: 'Erneut versuchen' });
      await expect(cards.first().or(retry)).toBeVisible();
      if (await retry.isVisible()) await expect(main(page).getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
      await outage.end();

      // back online (the health probe within 5 s when only the server was gone), the list shows without a touch
      await expect(cards.first()).toBeVisible({ timeout: 20_000 });
    });
  });
}
