// The owner's pages seen once open again while Lesefunke is unreachable, in each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn on the same device: /account/license with the stored member list
// marked as of when, /klassen-tablet/einrichten (whose codes, never stored, it says it cannot show) and a story page
// that was not saved.
import { type Page } from '@playwright/test';
import { localRows } from '../e2e/helpers';
import { loginAs } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

const main = (page: Page) => page.getByRole('main');
const members = (page: Page) => main(page).getByRole('table', { name: 'Nutzer der Lizenz' });
const STAND = /Offline – Stand Ihres letzten Besuchs am \d\d\.\d\d\.\d{4}, \d\d:\d\d/;

async function expectNoErrorPage(page: Page, way: string) {
  await expect(page.getByText('Etwas ist schief gelaufen!'), way).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Sie sind offline' }), way).toHaveCount(0);
}

test.use({ way: 'each' });

test("the owner's licence page with its member list, class-tablet setup and a story page seen once open while Lesefunke is unreachable, in each way", async ({
  page,
  outageIn,
}) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto('/account/license');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Meine Lizenz' })).toBeVisible();
  await expect(main(page).getByText('Sie haben zurzeit keine Lizenz.')).toHaveCount(0);
  await expect(members(page).getByText('lehrer@lesefunke.test')).toBeVisible();
  await expect(main(page).getByText(STAND)).toHaveCount(0);
  // the query cache is written to IndexedDB at most once a second: the members are on the device before the owner leaves
  await expect.poll(async () => JSON.stringify(await localRows(page, 'queryCache'))).toContain('lehrer@lesefunke.test');
  await page.goto('/klassen-tablet/einrichten');
  await expect(main(page).getByRole('group', { name: 'Die mutige Maus' })).toBeVisible();
  await page.goto('/boardstory/die-mutige-maus');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.goto('/account/license');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Meine Lizenz' }), way).toBeVisible();
    await expect(main(page).getByText('Sie haben zurzeit keine Lizenz.'), way).toHaveCount(0);
    // the members as stored at the last visit, said to be so
    await expect(members(page).getByText('lehrer@lesefunke.test'), way).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Nutzerverwaltung' }).getByText(STAND), way).toBeVisible();
    await expect(main(page).getByText(/Keine Verbindung zum Server/), way).toHaveCount(0);
    await expectNoErrorPage(page, way);

    await page.goto('/klassen-tablet/einrichten');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Klassen-Tablet einrichten' }), way).toBeVisible();
    // the codes are never stored on the device: offline the page says so instead of loading forever or failing
    await expect(
      main(page).getByText('Sie sind offline. Ihre Schülercodes können angezeigt werden, sobald das Gerät wieder verbunden ist.'),
      way,
    ).toBeVisible();
    await expect(main(page).getByText(/Ihre Codes werden geladen|Ihre Codes konnten nicht geladen werden/), way).toHaveCount(0);
    await expect(main(page).getByLabel('PIN', { exact: true }), way).toBeVisible();
    await expectNoErrorPage(page, way);

    await page.goto('/boardstory/die-mutige-maus');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await expectNoErrorPage(page, way);
    await outage.end();
  }
});
