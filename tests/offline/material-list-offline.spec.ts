// The material list of a story page seen once (the story not saved) shows again while Lesefunke is unreachable, in
// each way of being offline (docs/offline.md#ways-of-being-offline) in turn on the same device; a download then says
// plainly that the file is not on the device.
import { type Page } from '@playwright/test';
import { loginAs } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const material = (page: Page) => main(page).getByRole('region', { name: 'Material' });

test.use({ way: 'each' });

test('the material list of a seen story page that was not saved shows while Lesefunke is unreachable, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
  const links = material(page).getByRole('link');
  await expect(links).toHaveCount(4);
  const titles = await links.allInnerTexts();
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);
  // answered in the handler: an open alert holds the click until it is closed
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.dismiss();
  });

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
    await expect(links, way).toHaveText(titles);
    messages.length = 0;
    await links.first().click();
    await expect.poll(() => messages, way).toEqual(['Dieses Material ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.']);
    await outage.end();
  }
});
