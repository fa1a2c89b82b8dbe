// Writes exactly once (docs/offline.md#queued-writes): a write made offline or while the server is down waits, survives a reload
// and a server restart, and is applied once when Lesefunke answers again, also when an answer was lost; a code note
// edited offline is saved once, in each way of being offline in turn (docs/offline.md#ways-of-being-offline).
// The tests run on the worker's own server of offline-modes.ts, which they stop and start again with its data kept.
import { type Page, type Request } from '@playwright/test';
import { accountButton, submitLogin } from '../e2e/helpers';
import { BACK_ONLINE, EACH_WAY, expect, installWorker, test } from './offline-modes';

const PASSWORD = 'Lesefunke2026!';
/** lib/revoke-session.ts: a logout made offline, not yet sent */
const REVOKE_KEY = 'lesefunke-revoke-session';
const ONE_WAITING = '1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist';

test.use({ way: 'each' });

/** The page controlled by its service worker, signed in as the school's owner. */
async function signIn(page: Page) {
  await installWorker(page);
  await submitLogin(page, 'owner@lesefunke.test', PASSWORD);
  await expect(accountButton(page, /Sabine|Sommer/)).toBeVisible();
}

/** Every call of `method` to `pathname` the page sends (API checks through page.request are not counted). */
function countCalls(page: Page, method: string, pathname: RegExp) {
  // applied: answered by the server's handler, not replayed from the Idempotency-Key store
  const calls = { sent: 0, applied: 0 };
  const matches = (request: Request) => request.method() === method && pathname.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (matches(request)) calls.sent += 1;
  });
  // the header is read from the browser after the event: a page that closed meanwhile (the test's end) is no failure
  // of the next test, nor an unhandled rejection in the worker between two tests
  page.on('response', (response) => {
    if (!matches(response.request()) || !response.ok()) return;
    response.headerValue('idempotent-replayed').then(
      (replayed) => void (replayed !== 'true' && (calls.applied += 1)),
      () => undefined,
    );
  });
  return calls;
}

async function storyPage(page: Page, slug: string) {
  await page.goto(`/boardstory/${slug}`);
  const toggle = page.getByRole('main').getByRole('button', { name: 'Merken' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // the account and the story reach IndexedDB at most once a second; a reload offline needs them
  await page.waitForTimeout(1_500);
  return toggle;
}

const bookmarkedIds = async (page: Page) => ((await (await page.request.get('/api/me')).json()) as { bookmarks: number[] }).bookmarks;
const storyId = async (page: Page, slug: string) => ((await (await page.request.get(`/api/boardstories/${slug}`)).json()) as { id: number }).id;
const waiting = (page: Page) => page.getByRole('status').filter({ hasText: 'sobald Lesefunke wieder verbunden ist' });

test('a bookmark made offline survives a reload and a server restart and is applied once', async ({ page, ownServer }) => {
  test.setTimeout(180_000);
  const server = await ownServer();
  await signIn(page);
  const posts = countCalls(page, 'POST', /^\/api\/bookmarks$/);
  const toggle = await storyPage(page, 'der-stille-wald');
  const id = await storyId(page, 'der-stille-wald');

  try {
    await page.context().setOffline(true);
    await toggle.click();
    await expect(waiting(page)).toHaveText(ONE_WAITING);
    // at once, not within the persister's second
    await page.reload();
    await expect(waiting(page)).toHaveText(ONE_WAITING);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await server.stop();
    await page.context().setOffline(false);
    // online, but Lesefunke does not answer: still waiting
    await page.waitForTimeout(2_000);
    await expect(waiting(page)).toHaveText(ONE_WAITING);
  } finally {
    // also after a failure: the worker's server must run for the next test
    await page.context().setOffline(false);
    await server.start();
  }
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(waiting(page)).toHaveCount(0);
  expect((await bookmarkedIds(page)).filter((b) => b === id)).toHaveLength(1);
  // nothing is sent later, after a further reload either
  const sent = posts.sent;
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1_500);
  expect(posts.sent).toBe(sent);
});

test('a bookmark made while the server is down (browser online) is queued and sent once when it is back', async ({ page, ownServer }) => {
  test.setTimeout(180_000);
  const server = await ownServer();
  await signIn(page);
  const toggle = await storyPage(page, 'die-mutige-maus');
  const id = await storyId(page, 'die-mutige-maus');
  const replays: string[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/bookmarks') replays.push(res.headers()['idempotent-replayed'] ?? 'first');
  });

  try {
    await server.stop();
    await toggle.click();
    await expect(waiting(page)).toHaveText(ONE_WAITING, { timeout: 15_000 });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await server.start();
  }
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  await expect(waiting(page)).toHaveCount(0);
  expect(replays).toEqual(['first']);
  expect((await bookmarkedIds(page)).filter((b) => b === id)).toHaveLength(1);
});

test('a bookmark whose answer is lost is retried with its key and applied once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const toggle = await storyPage(page, 'pantomime-im-park');
  const keys: string[] = [];
  const replayed: (string | undefined)[] = [];
  await page.route('**/api/bookmarks', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    const response = await route.fetch();
    if (keys.length === 1) return route.abort('failed'); // the server bookmarked, the answer never arrives
    replayed.push(response.headers()['idempotent-replayed']);
    await route.fulfill({ response });
  });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(replayed).toEqual(['true']);
  await expect(waiting(page)).toHaveCount(0);
});

test('a code note edited offline is saved once on reconnect, in each way', async ({ page, outageIn }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const patches = countCalls(page, 'PATCH', /^\/api\/access-codes\/\d+$/);
  await page.goto('/boardstory/die-mutige-maus');
  const code = page.getByRole('main').getByRole('article', { name: 'Code FUNKE-GUELTIG' });
  await expect(code).toBeVisible();
  const note = code.getByLabel('Notiz');
  const seeded = await note.inputValue();
  await page.waitForTimeout(1_500);

  for (const [round, way] of EACH_WAY.entries()) {
    // a note of its own per way: the note the way before saved cannot make this one pass
    const text = `Offline geschrieben (${way})`;
    const sentBefore = patches.sent;
    const outage = outageIn(way);
    await outage.begin();
    await note.fill(text);
    await code.getByRole('button', { name: 'Notiz speichern' }).click();
    await expect(waiting(page), way).toHaveText(ONE_WAITING);
    // without a network nothing is sent; a stopped server is found by the save's own call, which fails
    if (way !== 'server-down') expect(patches.sent, way).toBe(sentBefore);
    expect(patches.applied, way).toBe(round);
    await outage.end();
    await expect(waiting(page), way).toHaveCount(0, BACK_ONLINE);
    await expect.poll(() => patches.applied, { message: way }).toBe(round + 1);
    // a reload right after the answer may still find the call stored and send it again: then the server
    // answers it from its key store, so the note is written once (see docs/api.md#idempotency)
    await page.reload();
    await expect(note, way).toHaveValue(text);
    expect(patches.applied, way).toBe(round + 1);
  }

  // the code keeps its seeded note for the other tests of the worker's server
  await note.fill(seeded);
  await code.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect.poll(() => patches.applied).toBe(EACH_WAY.length + 1);
});

test('a logout made offline reaches the server once when Lesefunke answers again, also with two tabs open, in each way', async ({ page, context, outageIn }) => {
  test.setTimeout(240_000);
  await installWorker(page);
  // every logout the server answered, from either tab (the service worker leaves POSTs alone: an answer is the
  // server's); a request that found no server has none
  const answered: { way: string; status: number }[] = [];
  let round = '';
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/logout') answered.push({ way: round, status: response.status() });
  });
  const signedOut = (tab: Page) => expect(tab.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }), round);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    round = way;
    await submitLogin(page, 'owner@lesefunke.test', PASSWORD);
    const account = accountButton(page, /Sabine|Sommer/);
    await expect(account, way).toBeVisible();
    // a second tab of the same teacher, open when the network goes and comes back
    const other = await context.newPage();
    await other.goto('/');
    await expect(accountButton(other, /Sabine|Sommer/), way).toBeVisible();
    // the account reaches IndexedDB at most once a second
    await page.waitForTimeout(1_500);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

    await outage.begin();
    await account.click();
    await page.getByRole('button', { name: 'Abmelden', exact: true }).or(page.getByRole('menuitem', { name: 'Abmelden', exact: true })).click();
    await signedOut(page).toBeVisible();
    await signedOut(other).toBeVisible();
    await outage.end();

    // sent by itself once Lesefunke answers: the session is gone on the server
    await expect.poll(async () => (await fetch(new URL('/api/me', page.url()), { headers: { cookie } })).status, { message: way, ...BACK_ONLINE }).toBe(401);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), REVOKE_KEY), way).toBeNull();
    // each tab asks the server who is signed in again: nothing more is sent
    for (const tab of [page, other]) {
      await tab.reload();
      await signedOut(tab).toBeVisible();
    }
    await other.close();
    expect(answered.filter((a) => a.way === way), way).toEqual([{ way, status: 204 }]);
  }
});
