// /lizenzen seen once opens again while Lesefunke is unreachable, for a guest too (docs/offline.md#seen-pages): the
// licences on offer are public catalogue the service worker keeps. In each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn on the same device.
import { EACH_WAY, expect, test } from './offline-modes';

test.use({ way: 'each' });

test("a guest's /lizenzen seen once shows the licences while Lesefunke is unreachable, in each way", async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/lizenzen');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const online = await cards.count();

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), way).toBeVisible();
    await expect(cards, way).toHaveCount(online);
    await expect(page.getByText('Etwas ist schief gelaufen!')).toHaveCount(0);
    await outage.end();
  }
});
