// /boardstories after a first visit of / alone, while Lesefunke is unreachable, in each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn, each on a fresh device (the origin's data wiped in between): the
// stored list or the offline page with "Erneut versuchen", never a page without either; it loads by itself when
// Lesefunke answers again.
import { type Page } from '@playwright/test';
import { EACH_WAY, expect, test } from './offline-modes';

const main = (page: Page) => page.getByRole('main');
// with the server down, Lesefunke is found again by the health probe, which backs off to a few seconds
const BACK = { timeout: 30_000 };

/** Wipes everything the way before left on the device: worker, its caches, IndexedDB, storage, cookies, HTTP cache. */
async function freshDevice(page: Page, origin: string, way: string) {
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  // a document of the origin that registers no worker: nothing of the way before may be left
  await page.goto(`${origin}/api/health`);
  const left = await page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
    databases: (await indexedDB.databases()).map((db) => db.name),
  }));
  expect(left, `a fresh device before "${way}"`).toEqual({ workers: 0, caches: [], databases: [] });
}

test.use({ way: 'each' });

test('/boardstories after a first visit of / alone shows a list or the offline page, and the list when Lesefunke is back, in each way', async ({
  page,
  baseURL,
  outageIn,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const cards = main(page).getByRole('link', { name: /Die mutige Maus/ });
  const retry = main(page).getByRole('button', { name: 'Erneut versuchen' });

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await freshDevice(page, origin, way);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await outage.begin();
    await page.goto('/boardstories');
    await expect(cards.first().or(retry), way).toBeVisible();
    if (await retry.isVisible()) await expect(main(page).getByRole('heading', { level: 1, name: 'Sie sind offline' }), way).toBeVisible();
    await outage.end();

    // back online (the health probe within seconds when only the server was gone), the list shows without a touch
    await expect(cards.first(), way).toBeVisible(BACK);
  }
});
