// A bookmark made offline is not lost: the call waits, survives a reload of the page while still offline,
// and is sent exactly once when the connection returns (see docs/offline.md#queued-writes).
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount } from '../e2e/account-helpers';
import { accountButton, submitLogin } from '../e2e/helpers';

const STORY = 'der-stille-wald';
const offlineNotice = (page: Page) => page.getByText(/Sie sind offline/).first();

/** Waits until the service worker controls the page, so the reload offline is answered from its caches. */
async function installWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // the first load is not controlled until the worker claims it; a reload makes sure
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** How many queued bookmark calls the persisted query cache holds in IndexedDB (written at most once a second). */
const storedBookmarkCalls = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('lesefunke');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queryCache')) {
            db.close();
            return resolve(0);
          }
          const get = db.transaction('queryCache').objectStore('queryCache').get('query-client');
          get.onerror = () => {
            db.close();
            resolve(0);
          };
          get.onsuccess = () => {
            const mutations: { mutationKey?: unknown }[] = get.result?.value?.clientState?.mutations ?? [];
            db.close();
            resolve(mutations.filter((m) => JSON.stringify(m.mutationKey) === '["bookmarks","add"]').length);
          };
        };
      }),
  );

test('a bookmark made offline survives a reload and is sent once on reconnect', async ({ page, context }) => {
  test.setTimeout(90_000);
  // an account of its own: the demo accounts' bookmarks stay as the other specs expect them
  const email = await createAccount(page.request, { prefix: 'offline-merken' });
  const story = (await (await page.request.get(`/api/boardstories/${STORY}`)).json()) as { id: number; title: string };

  // every bookmark call the page sends (the API checks below go through page.request and are not counted)
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookmarks') posts += 1;
  });

  await installWorker(page);
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(accountButton(page, /Tina|Test/)).toBeVisible();
  await page.goto(`/boardstory/${STORY}`);
  const title = page.getByRole('main').getByRole('heading', { level: 1, name: story.title });
  await expect(title).toBeVisible();
  const toggle = page.getByRole('main').getByRole('button', { name: 'Merken' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // the account and the story are written to IndexedDB at most once a second; the reload offline needs them
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await toggle.click();
  // the call waits for the connection: nothing is sent, and the story is not shown as bookmarked before the server agreed
  await expect(toggle).toBeDisabled();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => storedBookmarkCalls(page), { message: 'the waiting call is stored' }).toBe(1);
  expect(posts).toBe(0);

  await page.reload();
  await expect(title).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  // still signed in, and the call restored from the stored cache still waits
  await expect(accountButton(page, /Tina|Test/)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(toggle).toBeDisabled();
  expect(posts).toBe(0);

  await context.setOffline(false);
  await expect(offlineNotice(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toBeEnabled();
  await expect.poll(() => posts).toBe(1);
  // nothing else is sent later (the reconnect and the restored queue must not both send it)
  await page.waitForTimeout(1_500);
  expect(posts).toBe(1);

  const bookmarks = (await (await page.request.get('/api/bookmarks')).json()) as { _embedded: { bookmarks: { id: number }[] } };
  expect(bookmarks._embedded.bookmarks.filter((b) => b.id === story.id)).toHaveLength(1);
  const me = (await (await page.request.get('/api/me')).json()) as { bookmarks: number[] };
  expect(me.bookmarks.filter((id) => id === story.id)).toHaveLength(1);
  // the queue is empty now: a further reload sends nothing
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1_500);
  expect(posts).toBe(1);
});
