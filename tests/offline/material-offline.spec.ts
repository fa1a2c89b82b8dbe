// The material of a saved story comes from its pack whenever Lesefunke is unreachable (docs/offline.md#story-packs):
// with the Wi-Fi off and with the school's server down while the browser says "online".
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../e2e/helpers';
import { expect, OFFLINE_WAYS, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const packSection = (page: Page) => main(page).getByRole('region', { name: 'Offline speichern' });
const material = (page: Page) => main(page).getByRole('region', { name: 'Material' });

for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`every material PDF of a saved story downloads while Lesefunke is unreachable (${title})`, async ({ page, outage }) => {
      test.setTimeout(120_000);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
      await submitLogin(page, 'owner@lesefunke.test', DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(STORY);
      await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
      await expect(packSection(page).getByText(/Offline gespeichert – bis \d\d\.\d\d\.\d{4}/)).toBeVisible({ timeout: 60_000 });
      // the query cache is written to IndexedDB at most once a second
      await page.waitForTimeout(1_500);

      await outage.begin();
      await page.reload();
      await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
      await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
      const links = material(page).getByRole('link');
      await expect(links).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        const download = page.waitForEvent('download');
        await links.nth(i).click();
        const file = await download;
        expect(await file.failure()).toBeNull();
        expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      }
      await outage.end();
    });
  });
}
