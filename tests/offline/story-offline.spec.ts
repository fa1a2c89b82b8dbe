// A story page seen once opens again offline, also with a pupil code in its URL (the code is not kept, so the
// page opens without it instead of calling it invalid), in each way of being offline in turn.
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

test.use({ way: 'each' });

test('a visited story page still opens offline, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await installWorker(page);

  await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
  const title = page.getByRole('main').getByRole('heading', { level: 1, name: 'Die mutige Maus' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Material' }).getByRole('link')).toHaveCount(3);
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(title, way).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Inhalt' })).toBeVisible();
    await expect(page.getByText('Dieser Schüler- oder Verleihcode ist ungültig.', { exact: false })).toHaveCount(0);
    await outage.end();
  }
});
