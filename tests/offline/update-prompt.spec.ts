// The update prompt (docs/offline.md#app-shell): a new build's service worker waits until the user agrees, on this visit
// and on the next; "Jetzt aktualisieren" lets it take over and reloads the page. The worker is registered with
// workbox-window, imported after the first paint (src/lib/sw-registration.ts); this is what holds that code to the behaviour. The
// test serves a copy of the build from a server of its own (DIST_DIR) and changes that copy's sw.js.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../setup/server';

let distDir = '';

const test = base.extend<object, { ownServer: RunningServer }>({
  ownServer: [
    async ({}, use) => {
      distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-dist-'));
      fs.cpSync('dist', distDir, { recursive: true });
      const server = await startServer({ port: await freePort(), env: { DIST_DIR: distDir } });
      await use(server);
      await server.stop();
      fs.rmSync(distDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

/** A new build as the browser sees it: the worker's script differs (its compressed copies would still be the old one). */
function publishNewWorker() {
  const sw = path.join(distDir, 'sw.js');
  fs.appendFileSync(sw, `\n// build ${Date.now()}\n`);
  for (const copy of ['.br', '.gz']) fs.rmSync(sw + copy, { force: true });
}

const workerScripts = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return { controlled: navigator.serviceWorker.controller !== null, waiting: Boolean(reg?.waiting), active: Boolean(reg?.active) };
  });

test('a new version waits for the user, is offered again on the next visit, and takes over with a reload when asked', async ({ page }) => {
  // three loads, each starting the app and asking the worker after its first paint: beside a second worker's
  // tests that took longer than the default 30 s in CI
  test.setTimeout(60_000);
  const prompt = page.getByRole('alert').filter({ hasText: 'Eine neue Version von Lesefunke ist verfügbar.' });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(async () => (await workerScripts(page)).controlled).toBe(true);
  // the first install takes over at once and asks nothing
  await expect(prompt).toHaveCount(0);

  publishNewWorker();
  await page.evaluate(async () => void (await (await navigator.serviceWorker.getRegistration())?.update()));
  await expect(prompt).toBeVisible();
  expect(await workerScripts(page)).toEqual({ controlled: true, waiting: true, active: true });

  // not agreed yet: the next visit runs the old version and offers the new one again
  await page.reload();
  // the app asks the worker once the page has loaded and the device is idle (src/lib/sw-registration.ts)
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  expect((await workerScripts(page)).waiting).toBe(true);

  await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
  await reloaded;
  // the page reloaded under the new worker: nothing waits any more, and nothing is offered
  expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  expect(await workerScripts(page)).toEqual({ controlled: true, waiting: false, active: true });
});
