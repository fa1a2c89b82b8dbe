// The app shell's install (docs/offline.md#app-shell): the worker asks for the shell's files several at a time, each
// once, rather than one after the other, so a first visit on a slow school network opens offline sooner.
import { expect, test } from '@playwright/test';

test("a first visit's worker fetches the shell several files at a time, each file once", async ({ page, context }) => {
  // one after the other the 100 ms per file add up to some 20 s
  test.setTimeout(60_000);
  // every file the worker asks for is held 100 ms, as on a school's Wi-Fi; meanwhile the others it asks are counted
  const asked: string[] = [];
  let held = 0;
  let mostHeld = 0;
  await context.route(/\/assets\//, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    asked.push(new URL(route.request().url()).pathname);
    mostHeld = Math.max(mostHeld, ++held);
    await new Promise((resolve) => setTimeout(resolve, 100));
    held--;
    await route.continue();
  });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // the whole shell is stored: every script and style the build made (the list is in the worker itself)
  const shell = await page.evaluate(async () => {
    const names = await caches.keys();
    const precache = await caches.open(names.find((name) => name.includes('precache'))!);
    return (await precache.keys()).map((request) => new URL(request.url).pathname).filter((path) => path.startsWith('/assets/'));
  });
  expect(shell.length).toBeGreaterThan(50);
  expect([...asked].sort()).toEqual([...shell].sort());
  // one after the other, never more than one would be held (Playwright passes on only about three at a time)
  expect(mostHeld).toBeGreaterThan(1);
});
