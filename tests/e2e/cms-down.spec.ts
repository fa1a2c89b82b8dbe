// The content service (a school's WordPress behind CMS_BASE) down while Lesefunke answers: the content pages say
// that their content cannot be loaded right now, not that the device is offline, and the boardstories stay usable.
// This spec runs a server of its own whose CMS_BASE points at a port where nothing listens.
import { expect, test } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../setup/server';
import { appReady } from './helpers';

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({ port: await freePort(), env: { CMS_BASE: `http://127.0.0.1:${await freePort()}/wp-json` } });
});
test.afterAll(() => server.stop());

const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test('with the content service down, content pages say so and offer a retry, and the boardstories still open', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/aktuelles', '/faq']) {
    await page.goto(`${server.url}${path}`);
    await appReady(page);
    await expect(main(page).getByText('Die Inhalte dieser Seite können gerade nicht geladen werden.', { exact: false }), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sie sind offline' }), path).toHaveCount(0);
    await expect(page.getByText('Diese Seite wurde auf diesem Gerät noch nicht geöffnet', { exact: false }), path).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Erneut versuchen' }), path).toBeVisible();
  }
  // the stories are Lesefunke's own: the way there is open, and they list and play
  await main(page).getByRole('link', { name: 'Zu den Boardstories' }).click();
  await expect(page).toHaveURL(/\/boardstories$/);
  await expect(main(page).getByRole('link', { name: /Die mutige Maus/ }).first()).toBeVisible();
  await main(page).getByRole('link', { name: /Die mutige Maus/ }).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sie sind offline' })).toHaveCount(0);
});
