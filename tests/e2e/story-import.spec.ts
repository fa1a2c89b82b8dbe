// A story imported from deploy/example-story (docs/story-import.md) is in the catalogue and plays like a seeded one.
// The test runs its own server: the import writes into a data folder and a MEDIA_DIR of its own, between two starts
// (PGlite's folder belongs to one process at a time).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { freePort, startServer, type RunningServer } from '../setup/server';
import { expectPlaying, loginAs, player, playWithKeyboard, touchPage } from './player-helpers';
import { appReady } from './helpers';

/** The import as an operator runs it: `npm run admin -- import-story`, against the stopped server's data folder. */
function importExample(dataDir: string, mediaDir: string) {
  execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/admin.ts', 'import-story', 'deploy/example-story'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, MEDIA_DIR: mediaDir },
    stdio: 'inherit',
  });
}

const test = base.extend<object, { importedServer: RunningServer }>({
  importedServer: [
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-import-data-'));
      const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-import-media-'));
      const port = await freePort();
      const env = { MEDIA_DIR: mediaDir };
      // the first start migrates and seeds (demo accounts to log in with), the import then adds the story
      await (await startServer({ port, dataDir, env })).stop();
      importExample(dataDir, mediaDir);
      const server = await startServer({ port, dataDir, env });
      await use(server);
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ importedServer }, use) => use(importedServer.url),
});

test('the imported example story is found in the catalogue and a licensed teacher plays it', async ({ page }) => {
  await page.goto('/boardstories?fulltextsearch=Leuchtturm');
  await page.getByRole('main').getByRole('link', { name: /Der kleine Leuchtturm/ }).first().click();
  await expect(page).toHaveURL(/\/boardstory\/der-kleine-leuchtturm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Der kleine Leuchtturm' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Frieda Küstner');

  // the import made an HLS ladder of the video (one 240p rendition of the 320 × 240 example): the player streams it
  const segments: { name: string; status: number }[] = [];
  page.on('response', (r) => {
    const name = r.url().match(/\/media\/videos\/(der-kleine-leuchtturm-text-[0-9a-f]{12}-240p-\d{3}\.m4s)\?exp=\d+&sig=/)?.[1];
    if (name) segments.push({ name, status: r.status() });
  });
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/der-kleine-leuchtturm');
  await appReady(page);
  await touchPage(page);
  await expect(player(page).getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  await playWithKeyboard(page);
  const state = await expectPlaying(page);
  expect(state.src).toMatch(/\/media\/videos\/der-kleine-leuchtturm-text-[0-9a-f]{12}\.m3u8\?exp=\d+&sig=/);
  expect(segments[0]).toEqual({ name: expect.stringMatching(/-240p-000\.m4s$/), status: 200 });
});
