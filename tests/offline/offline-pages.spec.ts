// Logout is final (docs/offline.md#logout), offline pages (docs/offline.md#seen-pages), installable: what a classroom tablet does without a network.
// A logout made offline and a page never seen are checked in each way of being offline (docs/offline.md#ways-of-being-offline)
// in turn on the same device: a new login per way, another never-seen story per way.
import { type Page } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, expectImagesLoaded, guestLoginLink, localRows, logoutControl, submitLogin } from '../e2e/helpers';
import { EACH_WAY, expect, test } from './offline-modes';

const REVOKE_KEY = 'lesefunke-revoke-session';
const STAND = /Offline – Stand Ihres letzten Besuchs am \d\d\.\d\d\.\d{4}, \d\d:\d\d/;
const overviewHeading = (page: Page) => page.getByRole('heading', { name: 'Boardstory Übersicht' });

async function waitForController(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The worker installed and in control, so later loads can come from its caches. */
async function installWorker(page: Page) {
  await page.goto('/');
  await waitForController(page);
}

/** A story this device never opened, asked for offline: the offline page stands in for it. */
async function openNeverSeenOffline(page: Page, begin: () => Promise<void>) {
  await installWorker(page);
  await begin();
  await page.goto('/boardstory/der-stille-wald');
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();
}
const storyHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Der stille Wald' });
/** Stories the test device of the per-way test opens first while Lesefunke is unreachable, one per way. */
const NEVER_SEEN = [
  { slug: 'der-stille-wald', title: 'Der stille Wald' },
  { slug: 'das-lied-der-wale', title: 'Das Lied der Wale' },
  { slug: 'wie-entsteht-ein-regenbogen', title: 'Wie entsteht ein Regenbogen?' },
];
// with the server down, Lesefunke is found again by the health probe, which backs off to a few seconds
const BACK = { timeout: 30_000 };

/** The persisted query cache, as the browser holds it in IndexedDB (lib/persister.ts), as text. */
const storedQueryCache = async (page: Page) => JSON.stringify(await localRows(page, 'queryCache'));

test.describe('in each way of being offline', () => {
  test.use({ way: 'each' });

  test('a logout made offline stays a logout, and the server session is revoked as soon as it answers, in each way', async ({ page, context, outageIn }) => {
    test.setTimeout(120_000);
    await installWorker(page);
    const account = accountButton(page, /Jonas|Lehmann/);

    // a new login per way: each way's logout is made offline and revoked on its own
    for (const way of EACH_WAY) {
      const outage = outageIn(way);
      await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
      await expect(account, way).toBeVisible();
      await page.waitForTimeout(1_500);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      // this way's own session, so that its 401 below is this way's revocation and not the one before
      expect((await fetch(new URL('/api/me', page.url()), { headers: { cookie } })).status, way).toBe(200);

      await outage.begin();
      await account.click();
      await logoutControl(page).click();
      await expect(guestLoginLink(page), way).toBeVisible();
      // the mark names this logout (its value is the logout's own, see lib/revoke-session.ts): set means "still to send"
      expect(await page.evaluate((key) => localStorage.getItem(key), REVOKE_KEY), way).not.toBeNull();
      // nothing on the device brings the teacher back, not even a reload
      await page.reload();
      await expect(guestLoginLink(page), way).toBeVisible();

      await outage.end();
      // the logout goes out by itself once Lesefunke answers, without a page load; only the server's answer clears the mark
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), REVOKE_KEY), { message: way, ...BACK }).toBeNull();
      const me = await fetch(new URL('/api/me', page.url()), { headers: { cookie } });
      expect(me.status, way).toBe(401);
      await expect(guestLoginLink(page), way).toBeVisible();
      await page.reload();
      await expect(guestLoginLink(page), way).toBeVisible();
      await expect(account, way).toHaveCount(0);
    }
  });

  test('a page never seen says the device is offline, offers a retry and loads by itself when Lesefunke is back, in each way', async ({ page, outageIn }) => {
    test.setTimeout(120_000);
    await installWorker(page);

    // another story per way: the one of the way before was loaded when Lesefunke came back
    for (const [i, way] of EACH_WAY.entries()) {
      const outage = outageIn(way);
      const story = NEVER_SEEN[i];
      await outage.begin();
      await page.goto(`/boardstory/${story.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' }), way).toBeVisible();
      await expect(page.getByText('Diese Seite wurde auf diesem Gerät noch nicht geöffnet und kann ohne Internetverbindung nicht angezeigt werden.'), way).toBeVisible();
      await expect(page.getByText('Oh nein, unser Server spielt verrückt!', { exact: false }), way).toHaveCount(0);
      // the layout says so too, whether the device or only Lesefunke is unreachable
      await expect(page.getByText('Sie sind offline. Bereits angesehene Seiten bleiben verfügbar.'), way).toBeVisible();
      const retry = page.getByRole('button', { name: 'Erneut versuchen' });
      await retry.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' }), way).toBeVisible();

      await outage.end();
      // nobody touches the tablet: the online event or the health probe (5 s, backing off) brings the page
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: story.title }), way).toBeVisible(BACK);
      await expect(retry, way).toHaveCount(0);
      await expect(page.getByText('Sie sind offline. Bereits angesehene Seiten bleiben verfügbar.'), way).toBeHidden(BACK);
    }
  });
});

test('the very first page of a new device opens offline after its HTTP cache is gone', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/boardstories');
  await expect(overviewHeading(page)).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  await waitForController(page);
  // the worker fetches what the page loaded before it took control
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('catalogue')).keys()).some((r) => new URL(r.url).pathname === '/api/boardstories')))
    .toBe(true);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');

  await context.setOffline(true);
  await page.reload();
  await expect(overviewHeading(page)).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 3);
  await context.setOffline(false);
});

test('when the first try after reconnecting fails too, the offline page stays and tries again by itself', async ({ page, context }) => {
  test.setTimeout(60_000);
  await openNeverSeenOffline(page, () => context.setOffline(true));
  // the connection is not yet usable when the browser says it is back
  let refused = 0;
  await context.route(
    '**/api/boardstories/der-stille-wald',
    (route) => {
      refused++;
      return route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await context.setOffline(false);
  await expect(storyHeading(page)).toBeVisible();
  expect(refused).toBe(1);
  await expect(page.getByText('Oh nein, unser Server spielt verrückt!', { exact: false })).toHaveCount(0);
});

test('the search offline says it needs the network instead of "Keine Treffer"', async ({ page, context }) => {
  test.setTimeout(60_000);
  await installWorker(page);
  await context.setOffline(true);
  await page.goto('/search?q=Regenbogen');
  await expect(page.getByText('Sie sind offline. Die Suche ist möglich, sobald das Gerät wieder verbunden ist.')).toBeVisible();
  await expect(page.getByText('Keine Treffer', { exact: true })).toHaveCount(0);
  await context.setOffline(false);
});

test('/account and the Merkliste seen online open offline, marked as the last visit', async ({ page, context }) => {
  test.setTimeout(60_000);
  await installWorker(page);
  await submitLogin(page, 'lehrer@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Jonas|Lehmann/)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Jonas');
  await expect(page.getByText(STAND)).toHaveCount(0);
  // the query cache is written to IndexedDB at most once a second; the next page.goto unloads this page
  await page.waitForTimeout(1_500);
  await page.goto('/account/merkliste');
  await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
  await page.waitForTimeout(1_500);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
  await expect(page.getByText(STAND)).toBeVisible();
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Jonas');
  await expect(page.getByText(STAND)).toBeVisible();
  await context.setOffline(false);
});

test("an owner's device keeps the colleagues' e-mails in IndexedDB only until the logout", async ({ page }) => {
  test.setTimeout(60_000);
  await installWorker(page);
  await submitLogin(page, 'owner@lesefunke.test', DEMO_PASSWORD);
  await expect(guestLoginLink(page)).toHaveCount(0);
  // the members table shows the colleague; offline it is shown from the stored copy (owner-pages-offline.spec.ts)
  await page.goto('/account/license');
  await expect(page.getByRole('main').getByText('lehrer@lesefunke.test')).toBeVisible();
  await expect.poll(() => storedQueryCache(page)).toContain('lehrer@lesefunke.test');
  // a shared device: whoever comes next finds nothing of the owner's organisation
  await accountButton(page, /Sabine|Sommer/).click();
  await logoutControl(page).click();
  await expect(guestLoginLink(page)).toBeVisible();
  await expect.poll(() => storedQueryCache(page)).not.toContain('lehrer@lesefunke.test');
  expect(await storedQueryCache(page)).not.toContain('owner@lesefunke.test');
});

test('the manifest lists maskable icons of 192 and 512 px that exist', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { orientation: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest.orientation).toBe('any');
  const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
  expect(maskable.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of maskable) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
});

test('a page links the manifest and the home-screen icon once it has painted, and the browser reads the manifest', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/icon-192.png');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
});

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
]) {
  test(`a tablet at ${viewport.width}×${viewport.height} shows the front page and a story without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/boardstory/die-mutige-maus']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
}
