// The owner's story page seen once opens again while Lesefunke is unreachable, in each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn on the same device. Its pupil codes are never stored on the device
// (they grant access), so offline the page says the list cannot be loaded instead of claiming there are no codes,
// and it loads the list by itself when Lesefunke answers again.
import { type Page } from '@playwright/test';
import { loginAs } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const codes = (page: Page) => main(page).getByRole('region', { name: 'Schülercodes' });

async function ownerSawStory(page: Page) {
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await expect(codes(page).getByText('FUNKE-GUELTIG')).toBeVisible();
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);
}

test.use({ way: 'each' });

test("the owner's story page seen once says offline that its codes cannot be loaded, never that there are none, in each way", async ({
  page,
  outageIn,
}) => {
  test.setTimeout(120_000);
  await ownerSawStory(page);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await expect(
      codes(page).getByText('Sie sind offline. Ihre Codes für diese Boardstory können angezeigt werden, sobald das Gerät wieder verbunden ist.'),
      way,
    ).toBeVisible();
    await expect(codes(page).getByText('Für diese Boardstory gibt es noch keine gültigen Codes.'), way).toHaveCount(0);
    await outage.end();

    // back online, the page loads the list by itself (with the server down, once the health probe answers)
    await expect(codes(page).getByText('FUNKE-GUELTIG'), way).toBeVisible({ timeout: 30_000 });
  }
});
