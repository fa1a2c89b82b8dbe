// A bookmark made offline is not lost: the call waits, survives a reload of the page while still offline,
// and is applied exactly once when the connection returns (see docs/offline.md#queued-writes) — in each way of
// being offline in turn (docs/offline.md#ways-of-being-offline), each with a story not bookmarked before.
import { type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount } from '../e2e/account-helpers';
import { accountButton, localRows, submitLogin } from '../e2e/helpers';
import { BACK_ONLINE, EACH_WAY, expect, installWorker, test } from './offline-modes';

/** One story per way: a bookmark left from an earlier way cannot make a later one pass. */
const STORIES = ['der-stille-wald', 'die-mutige-maus', 'pantomime-im-park'];
const offlineNotice = (page: Page) => page.getByText(/Sie sind offline/).first();

/** How many queued bookmark calls the persisted query cache holds in IndexedDB (written at most once a second). */
const storedBookmarkCalls = async (page: Page) => {
  const rows = await localRows<{ key: string; value?: { clientState?: { mutations?: { mutationKey?: unknown }[] } } }>(page, 'queryCache');
  const mutations = rows.find((row) => row.key === 'query-client')?.value?.clientState?.mutations ?? [];
  return mutations.filter((m) => JSON.stringify(m.mutationKey) === '["bookmarks","add"]').length;
};

test.use({ way: 'each' });

test('a bookmark made offline survives a reload and is sent once on reconnect, in each way', async ({ page, outageIn }) => {
  test.setTimeout(150_000);
  // an account of its own: the demo accounts' bookmarks stay as the other specs expect them
  const email = await createAccount(page.request, { prefix: 'offline-merken' });

  // every bookmark call the page sends, and every one the server answered (the API checks below go through
  // page.request and are not counted): with the server down a call is sent before the app knows, and as the
  // network returns one may be tried a moment early; those fail and are tried again with the same key
  const posts = { sent: 0, answered: 0 };
  const isBookmarkPost = (method: string, url: string) => method === 'POST' && new URL(url).pathname === '/api/bookmarks';
  page.on('request', (request) => {
    if (isBookmarkPost(request.method(), request.url())) posts.sent += 1;
  });
  page.on('response', (response) => {
    if (isBookmarkPost(response.request().method(), response.url())) posts.answered += 1;
  });

  await installWorker(page);
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(accountButton(page, /Tina|Test/)).toBeVisible();

  for (const [round, way] of EACH_WAY.entries()) {
    const slug = STORIES[round];
    const story = (await (await page.request.get(`/api/boardstories/${slug}`)).json()) as { id: number; title: string };
    await page.goto(`/boardstory/${slug}`);
    const title = page.getByRole('main').getByRole('heading', { level: 1, name: story.title });
    await expect(title).toBeVisible();
    const toggle = page.getByRole('main').getByRole('button', { name: 'Merken' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // the account and the story are written to IndexedDB at most once a second; the reload offline needs them
    await page.waitForTimeout(1_500);
    // neither the time since the way before nor this load sent anything: its bookmark left no call in the queue
    expect(posts.answered, way).toBe(round);
    const sentBefore = posts.sent;

    const outage = outageIn(way);
    await outage.begin();
    // without a network the browser knows at once; a stopped server is found by the click's own call
    if (way !== 'server-down') await expect(offlineNotice(page), way).toBeVisible();
    await toggle.click();
    await expect(offlineNotice(page), way).toBeVisible();
    // the call waits for the connection: the story is not shown as bookmarked before the server agreed
    await expect(toggle, way).toBeDisabled();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => storedBookmarkCalls(page), { message: `the waiting call is stored (${way})` }).toBe(1);
    if (way !== 'server-down') expect(posts.sent, `nothing is sent offline (${way})`).toBe(sentBefore);
    expect(posts.answered, way).toBe(round);

    await page.reload();
    await expect(title).toBeVisible();
    await expect(offlineNotice(page), way).toBeVisible();
    // still signed in, and the call restored from the stored cache still waits
    await expect(accountButton(page, /Tina|Test/)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle, way).toBeDisabled();
    if (way !== 'server-down') expect(posts.sent, `nothing is sent offline (${way})`).toBe(sentBefore);
    expect(posts.answered, way).toBe(round);

    await outage.end();
    await expect(offlineNotice(page), way).toBeHidden(BACK_ONLINE);
    await expect(toggle, way).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toBeEnabled();
    // nothing else is sent later (the reconnect and the restored queue must not both send it): the next way's
    // page load and its second of waiting, or the reload at the end, look again
    await expect.poll(() => posts.answered, { message: way }).toBe(round + 1);

    const bookmarks = (await (await page.request.get('/api/bookmarks')).json()) as { _embedded: { bookmarks: { id: number }[] } };
    expect(bookmarks._embedded.bookmarks.filter((b) => b.id === story.id), way).toHaveLength(1);
    const me = (await (await page.request.get('/api/me')).json()) as { bookmarks: number[] };
    expect(me.bookmarks.filter((id) => id === story.id), way).toHaveLength(1);
  }

  // the queue is empty now: a further reload sends nothing (each way's page load checked it for the way before)
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1_500);
  expect(posts.answered).toBe(EACH_WAY.length);
});
