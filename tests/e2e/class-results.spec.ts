// What the class did (docs/codes.md#class-results): a teacher's code sums up its turns on the story page and leads to its
// results; the school's owner finds the code under the teacher's name, another organisation nothing of it; the results
// download as CSV that a spreadsheet opens as UTF-8 (with a BOM).
import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { accountButton } from './helpers';
import { loginAs } from './player-helpers';

const STORY = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');

async function signedIn(browser: Browser, who: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, who);
  return page;
}

test("the owner sees a teacher's code under the teacher's name, another organisation nothing; the CSV has a BOM", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'lehrer');
  await page.goto(STORY);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  const codes = main(page).getByRole('article', { name: /^Code / });
  const before = await codes.count();
  await main(page).getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await dialog.getByRole('button', { name: 'Code erstellen' }).click();
  await expect(codes).toHaveCount(before + 1);
  const labels = await codes.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')!.slice(5)));
  const code = labels.find((c) => /^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/.test(c))!;
  const hint = `…${code.slice(-4)}`;

  // beside the code: its turns so far and the way to its results
  const entry = main(page).getByRole('article', { name: `Code ${code}` });
  await expect(entry.getByText('Durchgänge: 0 begonnen, 0 bis zum Ende')).toBeVisible();
  await entry.getByRole('link', { name: `Auswertung für Code ${code} ansehen` }).click();
  await expect(page).toHaveURL(/\/auswertung\/\d+$/);
  const id = page.url().match(/\/auswertung\/(\d+)$/)![1];
  await expect(page).toHaveTitle('Auswertung | Lesefunke');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Auswertung: Die mutige Maus' })).toBeVisible();
  await expect(main(page).getByText(`Code ${hint}`)).toBeVisible();

  // one pupil's turn: the teacher's page shows it without a reload, as "weniger als 3" so nobody can be singled out
  const story = (await (await page.request.get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
  const turn = await page.request.put(`/api/turns/${'e2eTurn'.padEnd(22, 'x')}${Date.now()}`, {
    data: { boardstory: story.id, accessCode: code, furthestSeconds: 5, ended: false },
  });
  expect(turn.status()).toBe(204);
  await expect(page.getByTestId('turns-started')).toHaveText('weniger als 3');
  await expect(page.getByTestId('turns-finished')).toHaveText('0');

  // the CSV: a file, opened by a spreadsheet as UTF-8 thanks to its BOM
  const [download] = await Promise.all([page.waitForEvent('download'), main(page).getByRole('link', { name: 'Als CSV herunterladen' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8')).toContain('Wie heißt die kleine Maus?');

  // the teacher's own list has the code, without its teacher column
  await page.getByRole('link', { name: 'Zurück zur Auswertung' }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Ihre Codes' })).toBeVisible();
  await expect(main(page).getByRole('row', { name: new RegExp(hint) })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: 'Erstellt von' })).toHaveCount(0);

  // the school's owner reaches the results from the account menu and finds the code under the teacher's name
  const owner = await signedIn(browser, 'owner');
  await accountButton(owner, /Sabine Sommer/).click();
  await owner.getByRole('link', { name: 'Auswertung', exact: true }).click();
  await expect(main(owner).getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
  await expect(main(owner).getByRole('heading', { level: 2, name: 'Codes Ihrer Einrichtung' })).toBeVisible();
  const row = main(owner).getByRole('row', { name: new RegExp(hint) });
  await expect(row).toContainText('Jonas Lehmann');
  await expect(row).toContainText('Die mutige Maus');
  await expect(main(owner).getByRole('heading', { level: 2, name: /^Nutzung je Boardstory im Lizenzzeitraum \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}$/ })).toBeVisible();

  // another organisation's owner sees nothing of it, neither in the list nor at its address
  const other = await signedIn(browser, 'bibliothek');
  await other.goto('/auswertung');
  await expect(main(other).getByRole('heading', { level: 1, name: 'Auswertung' })).toBeVisible();
  await expect(main(other).getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(main(other).getByText(hint)).toHaveCount(0);
  await other.goto(`/auswertung/${id}`);
  await expect(main(other).getByText('Diese Auswertung gibt es nicht, oder sie gehört nicht zu Ihren Codes.')).toBeVisible();

  // the shared server serves the next tests: the code goes
  expect((await page.request.delete(`/api/access-codes/${id}`)).status()).toBe(204);
});

test("on a tablet 768 px wide the owner's results and a code's results fit without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await loginAs(page, 'owner');
  const overview = (await (await page.request.get('/api/results')).json()) as { codes: { accessCodeId: number; code: string }[] };
  const demo = overview.codes.find((c) => c.code === 'FUNKE-GUELTIG')!;
  const fits = () =>
    page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('.data-table-scroll')].filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.className || e.tagName),
    );
  for (const path of ['/auswertung', `/auswertung/${demo.accessCodeId}`]) {
    await page.goto(path);
    await expect(main(page).getByRole('table').first(), path).toBeVisible();
    expect(await fits(), path).toEqual([]);
  }
  // the code page's numbers and its games: headings and tables with headers for a screen reader
  await expect(main(page).getByRole('heading', { level: 2, name: 'Spiele' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 3, name: 'Quiz' })).toBeVisible();
  await expect(main(page).getByRole('table', { name: 'Frage 1: Wie heißt die kleine Maus?' }).getByRole('columnheader', { name: 'Gewählt' })).toBeVisible();
});
