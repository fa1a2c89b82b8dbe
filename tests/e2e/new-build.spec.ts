// A deploy while pages are open (docs/deployment.md#updates): the new build replaces dist/ and deletes the old hashed
// assets, yet an open page of the old build still moves to another route (its lazy chunks come from the server's
// kept copies), and a fresh load gets the new build's index.html without a restart. The test serves a copy of the
// build from a server of its own (DIST_DIR) and deploys a second build into it: the same files under new hashes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
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

/**
 * A second build of the same app, as a deploy leaves it: every asset under a new hashed name, each reference to it
 * rewritten, no compressed copies of the old contents; written into the served folder after emptying it, as vite does.
 */
function deployNewBuild(): string[] {
  const next = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-dist-next-'));
  fs.cpSync('dist', next, { recursive: true });
  const files = fs.readdirSync(path.join(next, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
  const renamed = new Map(files.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/, '-neu$1')]));
  for (const [from, to] of renamed) fs.renameSync(path.join(next, 'assets', from), path.join(next, 'assets', to));
  // longest first: no name is rewritten inside a longer one
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const reference = new RegExp(`(?<=[/"'\`(])(${names.map(escape).join('|')})(?![\\w.-])`, 'g');
  for (const entry of fs.readdirSync(next, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (/\.(br|gz)$/.test(entry.name)) fs.rmSync(file);
    else if (/\.(js|css|html|json|webmanifest)$/.test(entry.name)) fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(reference, (name) => renamed.get(name)!));
  }
  for (const entry of fs.readdirSync(distDir)) fs.rmSync(path.join(distDir, entry), { recursive: true, force: true });
  fs.cpSync(next, distDir, { recursive: true });
  fs.rmSync(next, { recursive: true, force: true });
  return [...renamed.keys()];
}

test('an open page keeps working across a new build, and a fresh load gets the new build', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/') && res.status() >= 400) missing.push(`${res.status()} ${res.url()}`);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  const oldScript = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');

  const oldAssets = deployNewBuild();
  expect(oldAssets).toContain(oldScript!.replace('/assets/', ''));
  // the server looks at dist at most once a second
  await page.waitForTimeout(1_200);

  // the news page's chunk is one the open page has not loaded yet: it comes under its old name, from the kept copies
  const oldChunk = page.waitForResponse((res) => /\/assets\/.+\.js$/.test(res.url()) && !res.url().includes('-neu.'));
  await page.getByRole('link', { name: 'Alle Neuigkeiten anzeigen' }).click();
  await expect(page).toHaveURL(/\/aktuelles$/);
  expect((await oldChunk).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(missing).toEqual([]);

  // a fresh load: the new index.html, naming the new build's script
  const html = await (await request.get('/')).text();
  expect(html).toContain(oldScript!.replace(/(\.[a-z0-9]+)$/, '-neu$1'));
  expect(html).not.toContain(`"${oldScript}"`);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  expect(missing).toEqual([]);
});
