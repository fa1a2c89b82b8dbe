// The offline promise of issue 2: pages visited once keep working, with their teaser images,
// when the network is gone — after a reload and on client-side navigation.
import { expect, test, type Page } from '@playwright/test';
import { expectImagesLoaded } from '../e2e/helpers';

const offlineNotice = (page: Page) => page.getByText(/Sie sind offline/).first();
const overviewHeading = (page: Page) => page.getByRole('heading', { name: 'Boardstory Übersicht' });
const impressumHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Impressum' });

test('visited pages and their teaser images still show offline', async ({ page, context }) => {
  // installing the worker and precaching the shell comes on top of the page loads
  test.setTimeout(60_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // the first load is not controlled until the worker claims it; a reload makes sure
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await page.goto('/boardstories');
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  await page.goto('/impressum');
  await expect(impressumHeading(page)).toBeVisible();
  await expect(offlineNotice(page)).toBeHidden();
  // the query cache is written to IndexedDB at most once a second; give it that second
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(impressumHeading(page)).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();

  // client-side navigation to a page visited before, through the header menu
  await page.getByRole('banner').getByRole('link', { name: 'Boardstories', exact: true }).first().click();
  await expect(page).toHaveURL(/\/boardstories$/);
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);

  await page.reload();
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
});
