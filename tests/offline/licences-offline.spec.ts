// /lizenzen offline (docs/offline.md#seen-pages): seen once it opens again while Lesefunke is unreachable, for a guest
// too, as the licences on offer are public catalogue the service worker keeps; never seen it is the offline page with
// its retry, as every page never seen, and shows the licences by itself when Lesefunke answers. In each way of being
// offline (docs/offline.md#ways-of-being-offline).
import { BACK_ONLINE, EACH_WAY, expect, installWorker, OFFLINE_WAYS, test } from './offline-modes';

const NEVER_SEEN = 'Diese Seite wurde auf diesem Gerät noch nicht geöffnet und kann ohne Internetverbindung nicht angezeigt werden.';

test.describe('seen once', () => {
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
});

// a device per way: once the licences have loaded, the next way would find them stored
for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`/lizenzen never seen is the offline page with its retry and loads by itself when Lesefunke answers (${title})`, async ({ page, outage }) => {
      test.setTimeout(120_000);
      await installWorker(page);
      await outage.begin();
      await page.goto('/lizenzen');
      await expect(page.getByText(NEVER_SEEN)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      await expect(page.getByText('Etwas ist schief gelaufen!')).toHaveCount(0);
      await outage.end();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible(BACK_ONLINE);
      await expect(page.getByText(NEVER_SEEN)).toHaveCount(0);
      await expect(page.getByText('Etwas ist schief gelaufen!')).toHaveCount(0);
    });
  });
}
