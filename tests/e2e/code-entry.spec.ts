import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, DEMO_PASSWORD, submitLogin } from './helpers';

const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form.code-entry').first();
const footerInput = (page: Page) => page.getByRole('contentinfo').getByRole('textbox', { name: 'Schüler- & Verleihcode' }).first();
const INVALID = 'Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.';

async function submit(form: Locator, code: string) {
  await form.getByRole('textbox').fill(code);
  await form.getByRole('button', { name: /OK|Senden/ }).click();
}

test('the footer form refuses an empty, unknown, expired and not yet started code', async ({ page }) => {
  await page.goto('/boardstories');
  await appReady(page);
  const form = footerForm(page);
  await expect(form.getByPlaceholder('Hier Code eingeben')).toBeVisible();
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByRole('alert')).toHaveText('Dieses Feld muss ausgefüllt werden');
  for (const code of ['GIBT-ES-NICHT', 'FUNKE-ABGELAUFEN', 'FUNKE-SPAETER']) {
    await submit(form, code);
    await expect(form.getByRole('alert')).toHaveText(INVALID);
  }
  await expect(page).toHaveURL(/\/boardstories$/);
  await expect(footerInput(page)).toHaveValue('FUNKE-SPAETER');
});

test('a valid code typed in small letters opens its story with the code and resets the form', async ({ page }) => {
  await page.goto('/boardstories');
  // on a desktop the footer's form is the app's: the server, knowing no width, draws the phone's bar
  await appReady(page);
  await submit(footerForm(page), ' funke-gueltig ');
  await expect(page).toHaveURL(/\/boardstory\/die-mutige-maus\/FUNKE-GUELTIG$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Material' }).getByRole('link')).toHaveCount(3);
  await expect(footerInput(page)).toHaveValue('');
});

test('the round button at the bottom right opens the code popup, which Escape closes', async ({ page }) => {
  await page.goto('/boardstories');
  await appReady(page);
  const open = page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' });
  await open.click();
  const popup = page.getByRole('dialog', { name: 'Schüler- & Verleihcode' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('textbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await submit(popup, 'FUNKE-ABGELAUFEN');
  await expect(popup.getByRole('alert')).toHaveText(INVALID);
  await submit(popup, 'FUNKE-STUMM');
  await expect(page).toHaveURL(/\/boardstory\/die-mutige-maus\/FUNKE-STUMM$/);
  await expect(popup).toHaveCount(0);
});

test('on a phone the footer has a collapsible code bar and guests get the floating button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/boardstories');
  await appReady(page);
  const bar = page.getByRole('contentinfo').getByRole('button', { name: 'Schüler- & Verleihcode', exact: true });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');
  await expect(footerInput(page)).toHaveCount(0);
  await bar.click();
  await expect(footerInput(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' })).toBeVisible();
});

test('on a phone the front page offers the floating button while its code section is out of view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await appReady(page);
  const floating = page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' });
  const bar = page.getByRole('contentinfo').getByRole('button', { name: 'Schüler- & Verleihcode', exact: true });
  // the top of the page: the footer's code bar is far below
  await expect(floating).toBeVisible();
  await expect(bar).not.toBeInViewport();
  await bar.scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expect(floating).toHaveCount(0);
  // back to the top: the button returns and opens the code popup
  await page.evaluate(() => window.scrollTo(0, 0));
  await floating.click();
  await expect(page.getByRole('dialog', { name: 'Schüler- & Verleihcode' }).getByRole('textbox')).toBeFocused();
});

test('on a phone a logged-in teacher gets no floating code button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/boardstories');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Boardstory Übersicht' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' })).toHaveCount(0);
});
