// Locators by visible text and role (docs/interface.md#labels), shared by the specs.
import { expect, type Locator, type Page } from '@playwright/test';
import { someoneThere } from '../setup/take-over';

export const DEMO_PASSWORD = 'Lesefunke2026!';

/** The header's account flyout toggle: it carries the user's name (or at least "Abmelden"/"Konto"). */
export const accountButton = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });

export const guestLoginLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true });

/**
 * The header's "Darstellung" (docs/interface.md#themes), opened: a native disclosure, so it opens on a page the server
 * drew before the app took it over too. Answers the radio group.
 */
export async function themeChoice(page: Page): Promise<Locator> {
  const menu = page.getByRole('banner').locator('details.theme-menu');
  if (!(await menu.evaluate((details: HTMLDetailsElement) => details.open))) await menu.locator('summary').click();
  const group = menu.getByRole('group', { name: 'Darstellung' });
  await expect(group).toBeVisible();
  return group;
}

/** "Abmelden" may be rendered as a button, a link or a menu item; any of them will do. */
export const logoutControl = (page: Page): Locator =>
  page
    .getByRole('button', { name: 'Abmelden', exact: true })
    .or(page.getByRole('link', { name: 'Abmelden', exact: true }))
    .or(page.getByRole('menuitem', { name: 'Abmelden', exact: true }));

/**
 * Waits until the app has taken the page over (app.tsx marks <html>): a page the server drew shows its buttons
 * before its scripts ran, and a click or a choice made then reaches no handler. On a first visit the app takes a
 * drawn page over once someone is there (src/main.tsx).
 */
export async function appReady(page: Page) {
  await someoneThere(page);
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
}

/**
 * Waits until the page has asked for nothing (media aside: a looping video may keep reading) for `quietMs`. A wait for
 * the load state 'networkidle' is no such wait: on a busy machine the page reaches it before the app's start, and it
 * returns at once.
 */
export async function quiet(page: Page, quietMs = 750) {
  let last = Date.now();
  const onRequest = (request: { url: () => string }) => {
    if (!new URL(request.url()).pathname.startsWith('/media/')) last = Date.now();
  };
  page.on('request', onRequest);
  try {
    await expect.poll(() => Date.now() - last >= quietMs, { message: 'no request for a while', timeout: 20_000, intervals: [100] }).toBe(true);
  } finally {
    page.off('request', onRequest);
  }
}

/** Waits until the app has taken the page over and then asked for nothing for `quietMs`: what the takeover asks for, it has asked for by then. */
export async function quietAfterTakeover(page: Page, quietMs = 750) {
  await appReady(page);
  await quiet(page, quietMs);
}

/**
 * Waits until the app has taken the page over with nobody at the device, as it does at once on a page it draws
 * itself (a signed-in user's) and after the load on a device an earlier visit left something on (src/main.tsx).
 */
export const appStartedByItself = (page: Page) => expect(page.locator('html[data-app="ready"]')).toHaveCount(1);

export async function submitLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  // the footer's newsletter form has an "E-Mail-Adresse" too
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await main.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Waits until every image in `scope` that is in view has really decoded (a broken <img> has naturalWidth 0). */
export async function expectImagesLoaded(scope: Locator, atLeast = 1) {
  await expect
    .poll(
      () =>
        scope.locator('img').evaluateAll((imgs) =>
          imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
        ),
      { message: `at least ${atLeast} loaded image(s)` },
    )
    .toBeGreaterThanOrEqual(atLeast);
}

/**
 * Holds back the requests whose address matches `pattern` until the returned `release` is called, as a slow school
 * line does: a picture still on its way, or the app's chunk (the drawn page stays the server's). The route stays:
 * once released it lets every request through.
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((go) => (release = go));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** The app's chunk, held with holdRequests: the app does not start until released. */
export const holdTheApp = (page: Page) => holdRequests(page, /\/assets\/app-[^/]+\.js$/);

/**
 * Every row of one table of the app's IndexedDB (src/lib/local-db-dexie.ts) as the browser holds it; none while the
 * database or the table does not exist yet (opening a database that is not there would create it empty).
 */
export const localRows = <T>(page: Page, table: string): Promise<T[]> =>
  page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'lesefunke')) return [];
    return new Promise<T[]>((resolve, reject) => {
      const open = indexedDB.open('lesefunke');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains(name)) return (db.close(), resolve([]));
        const all = db.transaction(name).objectStore(name).getAll();
        all.onsuccess = () => (db.close(), resolve(all.result as T[]));
        all.onerror = () => (db.close(), reject(all.error));
      };
    });
  }, table);
