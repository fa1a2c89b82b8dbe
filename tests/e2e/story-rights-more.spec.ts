import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, accountButton, appReady, submitLogin } from './helpers';

const MAUS = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const material = (page: Page) => main(page).getByRole('region', { name: 'Material' });

test('a user without licence is offered the licences for the material', async ({ page }) => {
  await submitLogin(page, 'neu@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Nora|Neumann/)).toBeVisible();
  await page.goto(MAUS);
  await material(page).getByRole('button', { name: /nicht verfügbar/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Lizenzen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Lizenzen ansehen' }).click();
  await expect(page).toHaveURL(/\/lizenzen$/);
});

test('the library owner also sees the lending material, and the codes box says rental codes', async ({ page }) => {
  await submitLogin(page, 'bibliothek@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Petra|Buchholz/)).toBeVisible();
  await page.goto(MAUS);
  await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
  await expect(material(page).getByRole('link', { name: /Ideen für die Bibliotheksstunde/ })).toBeVisible();
  // a library lends its codes to readers: its box is headed so, not as a school's pupil codes
  await expect(main(page).getByRole('heading', { level: 2, name: 'Verleihcodes' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Schülercodes' })).toHaveCount(0);
});

test('a rental user within the lending time downloads the material, without the lending material', async ({ page }) => {
  await submitLogin(page, 'leser@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Lena|Lesemann/)).toBeVisible();
  await page.goto(MAUS);
  await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
  await expect(material(page).getByRole('link')).toHaveCount(4);
  await expect(material(page).getByText('Ideen für die Bibliotheksstunde')).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: 'Schülercodes' })).toHaveCount(0);
});

test('on a phone the properties are accordions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(MAUS);
  // a tap before the app took the drawn page over is not heard: the accordion opens with the app
  await appReady(page);
  const properties = main(page).getByRole('region', { name: 'Eigenschaften' });
  const altersstufe = properties.getByRole('button', { name: 'Altersstufe' });
  await expect(altersstufe).toHaveAttribute('aria-expanded', 'false');
  await altersstufe.click();
  await expect(altersstufe).toHaveAttribute('aria-expanded', 'true');
  await expect(properties.getByRole('region').filter({ hasText: /Klasse|Kita|Vorschule/ }).first()).toBeVisible();
});
