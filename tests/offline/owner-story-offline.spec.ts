// The owner's story page seen once opens again while Lesefunke is unreachable (docs/offline.md#ways-of-being-offline).
// Its pupil codes are never stored on the device (they grant access), so offline the page says the list cannot be
// loaded instead of claiming there are no codes.
import { type Page } from '@playwright/test';
import { loginAs } from '../e2e/player-helpers';
import { expect, OFFLINE_WAYS, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const codes = (page: Page) => main(page).getByRole('region', { name: 'Schülercodes' });

async function ownerSawStory(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await expect(codes(page).getByText('FUNKE-GUELTIG')).toBeVisible();
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);
}

for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`the owner's story page seen once says offline that its codes cannot be loaded, never that there are none (${title})`, async ({
      page,
      outage,
    }) => {
      test.setTimeout(90_000);
      await ownerSawStory(page);

      await outage.begin();
      await page.reload();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
      await expect(
        codes(page).getByText('Sie sind offline. Ihre Codes für diese Boardstory können angezeigt werden, sobald das Gerät wieder verbunden ist.'),
      ).toBeVisible();
      await expect(codes(page).getByText('Für diese Boardstory gibt es noch keine gültigen Codes.')).toHaveCount(0);
      await outage.end();

      // back online, the page loads the list by itself
      await expect(codes(page).getByText('FUNKE-GUELTIG')).toBeVisible({ timeout: 20_000 });
    });
  });
}
