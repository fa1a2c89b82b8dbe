// A new production installation (docs/production.md#production-start): no demo data and no CMS content at all.
// The front page still has its headline and the way to the stories; the frame's menus and footer work.
// This spec runs a production server of its own on a fresh data directory.
import { expect, test } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../setup/server';
import { appReady } from './helpers';

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer({
    port: await freePort(),
    env: { NODE_ENV: 'production', SECRET: 'ein-langes-geheimnis-fuer-den-test-0123456789', PUBLIC_URL: 'https://lesen.schule.example' },
  });
});
test.afterAll(() => server.stop());

test('the front page without CMS content shows a headline and leads to the (empty) catalogue', async ({ page }) => {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  // the desktop's code form is the app's (the server, knowing no width, draws the phone's bar)
  await appReady(page);
  await expect(page.getByText('Boardstories für Schule und Bibliothek.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lesefunke kostenlos testen' })).toBeVisible();
  // the footer without a CMS menu: its breadcrumb and the code entry
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('listitem').filter({ hasText: 'Home' })).toBeVisible();
  await expect(footer.getByPlaceholder('Hier Code eingeben')).toBeVisible();

  await page.getByRole('link', { name: 'Zu den Boardstories' }).click();
  await expect(page).toHaveURL(/\/boardstories$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
