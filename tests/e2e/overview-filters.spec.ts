import { expect, test, type Page } from '@playwright/test';
import { SUGGESTION_DEBOUNCE_MS } from '../../src/shared/domain/suggestions';
import { appReady } from './helpers';

const main = (page: Page) => page.getByRole('main');
const titles = (page: Page) => main(page).locator('.boardstories__grid').first().getByRole('heading').allTextContents();
const searchBox = (page: Page) => main(page).getByRole('combobox', { name: 'Boardstory suchen' });

test('the teaser from the content options is on the overview', async ({ page }) => {
  await page.goto('/boardstories');
  await expect(main(page).getByRole('heading', { name: 'Was sind Boardstories?' })).toBeVisible();
});

test('on a phone the teaser folds away behind "Was sind Boardstories"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/boardstories');
  await appReady(page);
  const trigger = main(page).getByRole('button', { name: 'Was sind Boardstories' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(main(page).getByRole('heading', { name: 'Was sind Boardstories?' })).toHaveCount(0);
  await trigger.click();
  await expect(main(page).getByRole('heading', { name: 'Was sind Boardstories?' })).toBeVisible();
});

test.describe('as the server draws it, before any script ran', () => {
  test.use({ javaScriptEnabled: false });

  test('the teaser is open on a wide screen and folded on a phone: the page does not change its form after the takeover', async ({ page }) => {
    await page.goto('/boardstories');
    await expect(main(page).getByRole('heading', { name: 'Was sind Boardstories?' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Was sind Boardstories' })).toBeHidden();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(main(page).getByRole('heading', { name: 'Was sind Boardstories?' })).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Was sind Boardstories' })).toBeVisible();
  });
});

test('suggestions appear after typing and open the story', async ({ page }) => {
  // the page's clock: the debounce counts from each keystroke, however late a busy machine delivers the next one
  await page.clock.install();
  await page.goto('/boardstories');
  await appReady(page);
  const terms: string[] = [];
  page.on('request', (r) => {
    const term = new URL(r.url()).searchParams.get('fulltextsearch');
    if (term !== null) terms.push(term);
  });
  await page.clock.pauseAt(Date.now() + 1000);
  const typed = 'mutige Ma';
  await searchBox(page).pressSequentially(typed);
  // nothing is asked while the term is less than the debounce old, then the settled term once
  await page.clock.runFor(SUGGESTION_DEBOUNCE_MS - 1);
  await page.evaluate(() => undefined);
  expect(terms).toEqual([]);
  await page.clock.runFor(1);
  await page.clock.resume();
  const option = main(page).getByRole('option', { name: 'Die mutige Maus' });
  await expect(option).toBeVisible();
  expect(terms).toEqual([typed]);
  await option.click();
  await expect(page).toHaveURL(/\/boardstory\/die-mutige-maus$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
});

test('a term without hits says "Keine Treffer"; Enter filters the list by the term', async ({ page }) => {
  await page.goto('/boardstories?p=2');
  await appReady(page);
  await searchBox(page).fill('Xylophonkonzert');
  await expect(main(page).getByRole('option', { name: 'Keine Treffer' })).toBeVisible();
  await searchBox(page).fill('Wal');
  await expect(main(page).getByRole('option', { name: 'Das Lied der Wale' })).toBeVisible();
  await searchBox(page).press('Escape');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/[?&]q=Wal(&|$)/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect.poll(() => titles(page)).toContain('Das Lied der Wale');
});

test('filters per tag category in the spec order, with a searchable dropdown, narrow the list and reset the page', async ({ page }) => {
  await page.goto('/boardstories?p=2');
  const filters = main(page).getByRole('region', { name: 'Boardstories filtern' });
  const toggles = filters.locator('.tag-dropdown__toggle');
  await expect(toggles).toHaveText(['Altersstufe', 'Leseniveau', 'Unterrichtsfach', 'Fremdsprache', 'Genre', 'Themen', 'Kompetenzen', 'Funktionen']);

  await filters.getByRole('button', { name: 'Funktionen' }).click();
  const search = filters.getByRole('searchbox', { name: 'Funktionen durchsuchen' });
  await search.fill('tIGER');
  const options = filters.getByRole('list', { name: 'Funktionen' }).getByRole('checkbox');
  await expect(options).toHaveCount(1);
  const list = filters.getByRole('list', { name: 'Funktionen' });
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('350px');
  // the box follows the URL, so it shows the tick once the filtered list is there
  await filters.getByRole('checkbox', { name: 'Tigerkreation' }).click();
  await expect(filters.getByRole('checkbox', { name: 'Tigerkreation' })).toBeChecked();
  await expect(page).toHaveURL(/tags%5B%5D=\d+/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect.poll(() => titles(page)).toEqual(['Das Lied der Wale']);
  await page.keyboard.press('Escape');
  await expect(filters.getByRole('button', { name: 'Funktionen (1)' })).toHaveAttribute('aria-expanded', 'false');
  await expect(filters.getByRole('button', { name: 'Funktionen (1)' })).toBeFocused();

  // keyboard only: open another category, tick an option with the space bar, tab out to close it
  const genre = filters.getByRole('button', { name: 'Genre' });
  await genre.focus();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('searchbox', { name: 'Genre durchsuchen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(filters.getByRole('list', { name: 'Genre' }).getByRole('checkbox').first()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/tags%5B%5D=\d+&tags%5B%5D=\d+/);
  // back past the search box and the toggle to the previous category: focus has left, the list closes
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect(filters.getByRole('button', { name: 'Fremdsprache' })).toBeFocused();
  await expect(filters.getByRole('button', { name: /^Genre/ })).toHaveAttribute('aria-expanded', 'false');

  // the filter lives in the URL: a reload keeps it; a second category narrows further (here to nothing or the whale)
  await page.reload();
  await expect(filters.getByRole('button', { name: 'Genre (1)' })).toBeVisible();
  expect((await titles(page)).every((t) => t === 'Das Lied der Wale')).toBe(true);
  await filters.getByRole('button', { name: 'Alle Filter zurücksetzen' }).click();
  await expect(page).not.toHaveURL(/tags/);
  await expect.poll(async () => (await titles(page)).length).toBe(10);
});
