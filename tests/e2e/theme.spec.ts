// The themes (docs/interface.md#themes): "Darstellung" in the header for everybody, kept on the device and read before
// the first paint, "Wie die Website" to forget the device's choice again; the administrators' default on
// /admin/darstellung reaches every visitor without a choice of their own.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { accountButton, appReady, DEMO_PASSWORD, submitLogin, themeChoice } from './helpers';

const LABELS = { standard: 'Standard', contrast: 'Hoher Kontrast', dark: 'Dunkel' } as const;
type Theme = keyof typeof LABELS;
const SITE = 'Wie die Website';
/** What the visitor sees: the page's background colour, and the theme <html> names. */
const PAPER: Record<Theme, string> = { standard: 'rgb(255, 250, 240)', contrast: 'rgb(255, 255, 255)', dark: 'rgb(22, 24, 29)' };

/** The page shows `theme`, and "Darstellung" names the visitor's choice: that theme, or none of their own ('site'). */
async function expectTheme(page: Page, theme: Theme, chosen: Theme | 'site' = theme) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.locator('html')).toHaveCSS('background-color', PAPER[theme]);
  await expect((await themeChoice(page)).getByRole('radio', { name: chosen === 'site' ? SITE : LABELS[chosen] })).toBeChecked();
}

async function guestPage(browser: Browser) {
  return (await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' })).newPage();
}

/** The admin's page, reached from the account menu; saves `theme` as the site default. */
async function setSiteDefault(page: Page, theme: Theme) {
  await page.goto('/');
  await accountButton(page, /Adrian|Adam/).click();
  await page.getByRole('link', { name: 'Darstellung der Website' }).click();
  const form = page.getByRole('group', { name: 'Standard-Darstellung der Website' });
  await form.getByRole('radio', { name: LABELS[theme] }).check();
  await page.getByRole('main').getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Gespeichert: „${LABELS[theme]}“ ist jetzt die Standard-Darstellung.` })).toBeVisible();
}

test('a visitor chooses each theme in the header, with mouse or arrow keys, and it stays after a reload', async ({ page }) => {
  await page.goto('/boardstories');
  await expectTheme(page, 'standard', 'site');
  for (const theme of ['dark', 'contrast', 'standard'] as const) {
    // the page comes drawn from the server: a choice before the app took it over would reach no handler
    await appReady(page);
    await (await themeChoice(page)).getByRole('radio', { name: LABELS[theme] }).check();
    await expectTheme(page, theme);
    await page.reload();
    await expectTheme(page, theme);
  }
  // a radio group: the arrow keys move the choice
  await (await themeChoice(page)).getByRole('radio', { name: 'Standard' }).focus();
  await page.keyboard.press('ArrowRight');
  await expectTheme(page, 'contrast');
});

test('a guest opens "Darstellung" with the keyboard, chooses "Dunkel", and "Wie die Website" gives the site default back', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const menu = page.getByRole('banner').locator('details.theme-menu');
  const group = menu.getByRole('group', { name: 'Darstellung' });
  await expect(group).toBeHidden();
  // Tab reaches it in the header, Enter opens it, Escape closes it again
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(group).toBeVisible();
  await expect(group.getByRole('radio', { name: SITE })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(group).toBeHidden();
  await expect(menu.locator('summary')).toBeFocused();

  await page.keyboard.press('Enter');
  await group.getByRole('radio', { name: 'Dunkel' }).check();
  await expectTheme(page, 'dark');
  await page.reload();
  await expectTheme(page, 'dark');

  await appReady(page);
  await (await themeChoice(page)).getByRole('radio', { name: SITE }).check();
  // the device forgets its choice: the site default (the shipped "Standard") applies at once and after a reload
  await expectTheme(page, 'standard', 'site');
  expect(await page.evaluate(() => localStorage.getItem('lesefunke.theme'))).toBeNull();
  await page.reload();
  await expectTheme(page, 'standard', 'site');
});

test('the choice is on the page before any app script runs: no flash of the other theme', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  await (await themeChoice(page)).getByRole('radio', { name: 'Dunkel' }).check();
  // the app's scripts never arrive: only index.html's own inline script can set the theme
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/boardstories');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveCSS('background-color', PAPER.dark);
  // the page the server drew, in the chosen theme, with no app script run
  await expect(page.getByRole('heading', { level: 1, name: 'Boardstory Übersicht' })).toBeVisible();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
});

test('the admin sets "Dunkel" as the site default: a new guest gets it, a visitor\'s own choice wins', async ({ page, browser }) => {
  // three browsers, two saves and seven page loads: 15 s on an idle machine, 60 s beside the axe specs on a busy one
  test.setTimeout(90_000);
  const visitor = await guestPage(browser);
  await visitor.goto('/');
  await appReady(visitor);
  await (await themeChoice(visitor)).getByRole('radio', { name: 'Hoher Kontrast' }).check();

  await submitLogin(page, 'admin@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Adrian|Adam/)).toBeVisible();
  try {
    await setSiteDefault(page, 'dark');
    // the admin has chosen nothing on this device: the new default shows at once
    await expectTheme(page, 'dark', 'site');

    const guest = await guestPage(browser);
    await guest.goto('/');
    await expectTheme(guest, 'dark', 'site');
    await guest.context().close();

    await visitor.reload();
    await expectTheme(visitor, 'contrast');
    // "Wie die Website": the visitor follows the site default again, now and after a reload
    await appReady(visitor);
    await (await themeChoice(visitor)).getByRole('radio', { name: SITE }).check();
    await expectTheme(visitor, 'dark', 'site');
    await visitor.reload();
    await expectTheme(visitor, 'dark', 'site');
  } finally {
    // the other specs share this server: back to the shipped default
    await setSiteDefault(page, 'standard');
    await visitor.context().close();
  }
  await expectTheme(page, 'standard', 'site');
});

test('only administrators find the default\'s page: a teacher has no link to it and gets the 404 page', async ({ page }) => {
  await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
  await accountButton(page, /Jonas|Lehmann/).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Merkliste' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Darstellung der Website' })).toHaveCount(0);
  await page.goto('/admin/darstellung');
  await expect(page.getByRole('heading', { name: 'Huch, diese Seite ist uns leider nicht bekannt.' })).toBeVisible();
});
