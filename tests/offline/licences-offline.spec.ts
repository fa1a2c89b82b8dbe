// /lizenzen seen once opens again while Lesefunke is unreachable, for a guest too (docs/offline.md#seen-pages): the
// licences on offer are public catalogue the service worker keeps.
import { expect, OFFLINE_WAYS, test } from './offline-modes';

for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`a guest's /lizenzen seen once shows the licences while Lesefunke is unreachable (${title})`, async ({ page, outage }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      await page.goto('/lizenzen');
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      const online = await cards.count();

      await outage.begin();
      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(cards).toHaveCount(online);
      await expect(page.getByText('Etwas ist schief gelaufen!')).toHaveCount(0);
      await outage.end();
    });
  });
}
