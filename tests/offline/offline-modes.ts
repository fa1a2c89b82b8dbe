// The three ways a classroom loses Lesefunke (docs/offline.md#ways-of-being-offline), for specs that assert the
// same outcome in each:
//   wifi-off     the device has no network: the context is offline and every page, also one loaded later,
//                reports navigator.onLine === false (checked on each load, so a test cannot pass on the wrong offline);
//   server-down  the Wi-Fi is up but Lesefunke is not: the test's own server is stopped, the browser stays online
//                (navigator.onLine === true, checked the same way) and "comes back" is the same server started
//                again on the same port with its database kept;
//   set-offline  Playwright's context.setOffline alone, whatever navigator.onLine then says.
// Usage: `for (const { way, title } of OFFLINE_WAYS) test.describe(title, () => { test.use({ way }); test(…) })`,
// with `outage.begin()` and `outage.end()` where the connection goes and returns. A test whose setup is long (a
// login, a saved story) and whose offline part can be repeated on the same page goes through the three ways in
// turn instead: `test.use({ way: 'each' })` and `for (const way of EACH_WAY) { const o = outageIn(way); … }`.
// A spec whose own server needs more environment (story-pack's bigger videos) sets the worker option
// `ownServerEnv`; Playwright gives a file with another value a worker, and so a server, of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../setup/server';

export type OfflineWay = 'wifi-off' | 'server-down' | 'set-offline';

/** The three ways, for a test that goes through them in turn (`way: 'each'`). */
export const EACH_WAY: readonly OfflineWay[] = ['wifi-off', 'set-offline', 'server-down'];

/** Distinct words for the test titles: Playwright refuses two tests of one title. */
export const OFFLINE_WAYS: readonly { way: OfflineWay; title: string }[] = [
  { way: 'wifi-off', title: 'Wi-Fi off' },
  { way: 'server-down', title: 'server down, browser online' },
  { way: 'set-offline', title: 'setOffline alone' },
];

/** A server of the worker's own that a test may stop and start again; its data directory outlives the stop. */
type OwnServer = { url: string; stop: () => Promise<void>; start: () => Promise<void> };

export type Outage = {
  way: OfflineWay;
  /** Lesefunke becomes unreachable in this way. */
  begin: () => Promise<void>;
  /** Lesefunke is reachable again; asserts what every page loaded meanwhile said about navigator.onLine. */
  end: () => Promise<void>;
};

/**
 * How long a test waits for the app to see Lesefunke again after `outage.end()`: with the server down, until the
 * health probe answers, 5 s apart at first and then doubling up to a minute (src/lib/connectivity.ts probeDelay).
 * A busy machine's restart made an outage long enough for a 40 s wait in CI.
 */
export const BACK_ONLINE = { timeout: 65_000 };

/** Waits until the service worker controls the page, so later loads can be answered from its caches. */
export async function installWorker(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // the first load is not controlled until the worker claims it; a reload makes sure
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

const NETWORK_OFF = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const NETWORK_ON = { ...NETWORK_OFF, offline: false };

/** Every page of the context (and every page opened later, until `stop`) is told the network is gone. */
function cutEveryPage(context: BrowserContext) {
  const cut = async (page: Page) => {
    // Playwright's setOffline fails the requests; this also tells the page's navigator (DevTools' "Offline")
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', NETWORK_OFF);
    return cdp;
  };
  // a page that closes at once (a download's tab) takes its session with it: nothing to turn back on, and no
  // rejection left unhandled in the worker between now and the end of the outage
  const cutOrClosed = (page: Page) => cut(page).catch(() => null);
  const sessions = context.pages().map(cutOrClosed);
  const onPage = (page: Page) => sessions.push(cutOrClosed(page));
  context.on('page', onPage);
  return async () => {
    context.off('page', onPage);
    for (const session of await Promise.all(sessions)) {
      if (!session) continue;
      await session.send('Network.emulateNetworkConditions', NETWORK_ON).catch(() => undefined);
      // a session left attached keeps its "online" and outvotes a later context.setOffline(true) of the same page
      await session.detach().catch(() => undefined);
    }
  };
}

/**
 * navigator.onLine of every page load during the outage: a reload or a page.goto makes a new document, which is
 * where a Chromium may forget the emulated offline state.
 */
function watchOnLine(context: BrowserContext) {
  const seen: { url: string; onLine: boolean }[] = [];
  const record = (page: Page) => {
    const url = page.url();
    void page
      .evaluate(() => navigator.onLine)
      .then((onLine) => seen.push({ url, onLine }))
      // the page navigated on or closed before it answered; its next load is recorded
      .catch(() => undefined);
  };
  const watch = (page: Page) => page.on('load', () => record(page));
  // the pages already open are checked by begin() itself (their navigator hears of the cut a moment later)
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  return () => {
    context.off('page', watch);
    return seen;
  };
}

export const test = base.extend<
  { way: OfflineWay | 'each'; outage: Outage; outageIn: (way: OfflineWay) => Outage },
  { ownServer: () => Promise<OwnServer>; ownServerEnv: Record<string, string> }
>({
  way: ['wifi-off', { option: true }],
  ownServerEnv: [{}, { option: true, scope: 'worker' }],
  // one server per worker for the "server down" tests, started by the first of them (seeding takes a while) and
  // restarted per outage; a worker that runs none of them starts none
  ownServer: [
    async ({ ownServerEnv }, use) => {
      let own: Promise<OwnServer> | null = null;
      let running: RunningServer | null = null;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-outage-'));
      const env = { CMS_BASE: '/cms/wp-json', ...ownServerEnv };
      await use(() => {
        own ??= (async () => {
          const port = await freePort();
          running = await startServer({ port, dataDir, env });
          return {
            url: running.url,
            stop: async () => {
              await running?.stop();
              running = null;
            },
            start: async () => {
              running ??= await startServer({ port, dataDir, env });
            },
          };
        })();
        return own;
      });
      await (running as RunningServer | null)?.stop();
      // PGlite may still be flushing files as the process ends
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // the first "server down" test of a worker waits for the seeding: that time is the fixture's, not the test's
  baseURL: [
    async ({ baseURL, way, ownServer }, use) => use(way === 'server-down' || way === 'each' ? (await ownServer()).url : baseURL),
    { scope: 'test', timeout: 180_000 },
  ],
  outageIn: async ({ context, way, ownServer }, use) => {
    const own = way === 'server-down' || way === 'each' ? await ownServer() : null;
    let restore: (() => Promise<void>) | null = null;
    let stopWatching: (() => { url: string; onLine: boolean }[]) | null = null;
    const outageIn = (kind: OfflineWay): Outage => ({
      way: kind,
      begin: async () => {
        expect(restore, 'an outage begins only after the last one ended').toBeNull();
        if (kind === 'server-down') {
          if (!own) throw new Error('"server down" needs the test\'s own server: test.use({ way: \'server-down\' }) or \'each\'');
          await own.stop();
          restore = () => own.start();
        } else {
          await context.setOffline(true);
          const uncut = kind === 'wifi-off' ? await cutEveryPage(context) : null;
          if (uncut) {
            // the renderer learns of the emulated offline asynchronously: wait for it rather than race it
            await expect
              .poll(() => Promise.all(context.pages().map((page) => page.evaluate(() => navigator.onLine))), {
                message: 'navigator.onLine turns false on the open pages once the Wi-Fi is off',
              })
              .not.toContain(true);
          }
          restore = async () => {
            await uncut?.();
            await context.setOffline(false);
          };
        }
        if (kind !== 'set-offline') stopWatching = watchOnLine(context);
      },
      end: async () => {
        const seen = stopWatching?.() ?? [];
        stopWatching = null;
        await restore?.();
        restore = null;
        // the Wi-Fi is off for every page; with only the server gone the browser never knew
        const expected = kind === 'wifi-off' ? false : true;
        expect(
          seen.filter((load) => load.onLine !== expected),
          `navigator.onLine should be ${expected} on every page during "${kind}"`,
        ).toEqual([]);
      },
    });
    await use(outageIn);
    // a failed test may leave its outage on: the worker's server must run for the next test
    if (restore) await (restore as () => Promise<void>)();
  },
  outage: async ({ way, outageIn }, use) => {
    if (way !== 'each') return use(outageIn(way));
    // a test of every way in turn asks outageIn for each
    const wrong = () => Promise.reject(new Error("with way 'each' an outage comes from outageIn(way)"));
    await use({ way: 'wifi-off', begin: wrong, end: wrong });
  },
});

export { expect };
