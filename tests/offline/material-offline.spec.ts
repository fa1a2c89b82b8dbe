// The material of a saved story comes from its pack whenever Lesefunke is unreachable (docs/offline.md#story-packs):
// every PDF downloads in each way of being offline (docs/offline.md#ways-of-being-offline) in turn, the story saved
// once on the same device.
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../e2e/helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const packSection = (page: Page) => main(page).getByRole('region', { name: 'Offline speichern' });
const material = (page: Page) => main(page).getByRole('region', { name: 'Material' });

test.use({ way: 'each' });

test('every material PDF of a saved story downloads while Lesefunke is unreachable, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await submitLogin(page, 'owner@lesefunke.test', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(STORY);
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis \d\d\.\d\d\.\d{4}/)).toBeVisible({ timeout: 60_000 });
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    // each way reloads the page: the list starts folded again and every PDF is asked for anew
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
    const links = material(page).getByRole('link');
    await expect(links, way).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      const download = page.waitForEvent('download');
      await links.nth(i).click();
      const file = await download;
      expect(await file.failure(), `${way}: PDF ${i + 1}`).toBeNull();
      expect(file.suggestedFilename(), way).toMatch(/\.pdf$/);
    }
    await outage.end();
  }
});
