// The offline promise (docs/offline.md#seen-pages): pages visited once keep working, with their teaser images,
// when Lesefunke is unreachable — after a reload and on client-side navigation, in each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn on the same device.
import { type Page } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, expectImagesLoaded, submitLogin } from '../e2e/helpers';
import { BACK_ONLINE, EACH_WAY, expect, installWorker, test } from './offline-modes';

const offlineNotice = (page: Page) => page.getByText(/Sie sind offline/).first();
const overviewHeading = (page: Page) => page.getByRole('heading', { name: 'Boardstory Übersicht' });
const impressumHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Impressum' });
const hasLocalDatabase = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).some((db) => db.name === 'lesefunke'));

test.use({ way: 'each' });

test('visited pages and their teaser images still show offline, in each way', async ({ page, outageIn }) => {
  // installing the worker and precaching the shell comes on top of the page loads
  test.setTimeout(120_000);
  await installWorker(page);

  await page.goto('/boardstories');
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  await page.goto('/impressum');
  await expect(impressumHeading(page)).toBeVisible();
  await expect(offlineNotice(page)).toBeHidden();
  // a guest's pages are public: the worker's caches carry them, nothing is written to IndexedDB
  await page.waitForTimeout(1_500);
  expect(await hasLocalDatabase(page)).toBe(false);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await page.goto('/impressum');
    await expect(impressumHeading(page)).toBeVisible();
    await outage.begin();
    await page.reload();
    await expect(impressumHeading(page)).toBeVisible();
    await expect(offlineNotice(page), way).toBeVisible();

    // client-side navigation to a page visited before, through the header menu
    await page.getByRole('banner').getByRole('link', { name: 'Boardstories', exact: true }).first().click();
    await expect(page).toHaveURL(/\/boardstories$/);
    await expect(overviewHeading(page)).toBeVisible();
    await expectImagesLoaded(page.getByRole('main'), 3);

    await page.reload();
    await expect(overviewHeading(page)).toBeVisible();
    await expectImagesLoaded(page.getByRole('main'), 3);
    await expect(offlineNotice(page), way).toBeVisible();

    await outage.end();
    await expect(offlineNotice(page), way).toBeHidden(BACK_ONLINE);
  }
});

test('a signed-in teacher stays signed in offline and sees the pages visited before, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
  const account = accountButton(page, /Jonas|Lehmann/);
  await expect(account).toBeVisible();
  await page.goto('/boardstories');
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  // the account and the query cache are written to IndexedDB at most once a second; give it that second
  await page.waitForTimeout(1_500);
  expect(await hasLocalDatabase(page)).toBe(true);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(offlineNotice(page), way).toBeVisible();
    // the account comes from the stored state, not from /api/me, which the worker never caches
    await expect(account).toBeVisible();
    await expect(overviewHeading(page)).toBeVisible();
    await expectImagesLoaded(page.getByRole('main'), 3);
    await outage.end();
    await expect(offlineNotice(page), way).toBeHidden(BACK_ONLINE);
  }
});

test('when Lesefunke is back, a tap brings the page back at once, however far the health probe has backed off, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  // the page's clock jumps over the minutes of an outage; between the jumps it runs as it does
  await page.clock.install();
  await installWorker(page);
  await page.goto('/impressum');
  await expect(impressumHeading(page)).toBeVisible();

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(offlineNotice(page), way).toBeVisible();
    // ten minutes without Lesefunke: the probe now asks once a minute (src/lib/connectivity.ts probeDelay)
    for (let minute = 0; minute < 10; minute++) {
      await page.clock.fastForward('01:00');
      // the probe's request fails in real time before the next one is set
      await page.waitForTimeout(200);
    }
    await outage.end();
    // well within the minute to the probe's next question, a tap on the page asks at once
    await impressumHeading(page).click();
    await expect(offlineNotice(page), way).toBeHidden({ timeout: 5_000 });
  }
});
