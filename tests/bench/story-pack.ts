// Budgets for story packs (docs/performance.md#budgets): saving a story for offline use downloads at least half as fast as
// fetching the same number of bytes as one plain file (the pack's many files and its cache writes must not
// cost more), and the precache — what every visitor's device stores for the offline app — stays ≤ 1.5 MB.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '../setup/chromium';

export const PACK_RATE_SHARE = 0.5;
export const PRECACHE_BUDGET = 1_500_000;
const STORY = '/boardstory/die-mutige-maus';

/** A story's video in a school is tens of megabytes; the seed's clips are a few hundred kilobytes. */
const STORY_VIDEO_BYTES = 24 * 1024 * 1024;

/**
 * A copy of the seed's media with die-mutige-maus's two full videos at story size, for a server started with
 * `MEDIA_DIR` pointing at it: with 200 KB of clips the pack's fixed costs (its API answers, the size check,
 * IndexedDB) would be all that is measured. The bytes need not be a playable video to be downloaded and stored.
 */
export function storySizedMedia(seedMedia = 'src/server/seed/media'): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-media-'));
  fs.cpSync(seedMedia, dir, { recursive: true });
  for (const variant of ['text', 'notext']) fs.writeFileSync(path.join(dir, 'videos', `die-mutige-maus-${variant}.mp4`), crypto.randomBytes(STORY_VIDEO_BYTES));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The precache's bytes: every entry of the manifest that vite-plugin-pwa wrote into dist/sw.js. */
export function precacheBytes(dist = 'dist'): { bytes: number; entries: number } {
  const sw = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const bytes = urls.reduce((sum, url) => sum + fs.statSync(path.join(dist, url)).size, 0);
  return { bytes, entries: urls.length };
}

async function loginWithWorker(page: Page, url: string) {
  await page.goto(`${url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await page.goto(`${url}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill('owner@lesefunke.test');
  await main.getByLabel('Passwort', { exact: true }).fill('Lesefunke2026!');
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** Bytes per second of one file fetched again and again in the page until `bytes` have arrived. */
async function plainFileRate(page: Page, fileUrl: string, bytes: number): Promise<number> {
  return page.evaluate(
    async ({ fileUrl, bytes }) => {
      const start = performance.now();
      let got = 0;
      while (got < bytes) got += (await (await fetch(fileUrl, { cache: 'no-store' })).arrayBuffer()).byteLength;
      return got / ((performance.now() - start) / 1000);
    },
    { fileUrl, bytes },
  );
}

/** Saves die-mutige-maus as the owner in a real browser and compares its rate with the plain file's. */
export async function storyPackRate(url: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'allow', locale: 'de-DE' })).newPage();
    await loginWithWorker(page, url);
    await page.goto(`${url}${STORY}`);
    const section = page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
    await section.getByRole('button', { name: 'Für offline speichern' }).waitFor();
    // the page has settled, as for a person who reads it before saving: the button shows before the page's
    // later parts (the codes' box with its QR codes, the related stories' pictures, and the player, which
    // comes once someone scrolls or touches), whose requests and rendering would otherwise be timed as part
    // of the pack
    await page.mouse.wheel(0, 100);
    // and scrolled to the button, as a person does before pressing it: the click must not be the scroll that
    // brings the related stories' pictures into view (they loaded within the timed save)
    await section.getByRole('button', { name: 'Für offline speichern' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // the baseline first, while no pack could answer it: the story's full video, signed like the pack's
    const story = (await (await page.request.get(`${url}/api/boardstories/die-mutige-maus`)).json()) as { id: number };
    const videos = (await (await page.request.get(`${url}/api/videos?boardstoryId=${story.id}`)).json()) as {
      _embedded: { videos: { withText: { url: string }[] }[] };
    };
    // timed in the page, from the click to the saved state: neither the test driver's way to the click nor its
    // polling counts (the driver alone took 20–50 ms before the page saw the click)
    const done = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let start = performance.now();
          document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
          const watch = new MutationObserver(() => {
            if (!document.body.textContent?.includes('Offline gespeichert')) return;
            watch.disconnect();
            resolve(performance.now() - start);
          });
          watch.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await section.getByRole('button', { name: 'Für offline speichern' }).click();
    const packMs = await done;
    // the pack's own cache (src/features/story-packs/story-packs.keys.ts): the only one of a fresh device
    const packBytes = await page.evaluate(async () => {
      const [name] = (await caches.keys()).filter((n) => n.startsWith('story-packs:'));
      const cache = await caches.open(name);
      const sizes = await Promise.all((await cache.keys()).map(async (k) => (await (await cache.match(k))!.arrayBuffer()).byteLength));
      await caches.delete(name);
      return sizes.reduce((a, b) => a + b, 0);
    });
    const fileRate = await plainFileRate(page, videos._embedded.videos[0].withText[0].url, packBytes);
    const packRate = packBytes / (packMs / 1000);
    return { packBytes, packMs, packRate, fileRate, share: packRate / fileRate, ok: packRate >= PACK_RATE_SHARE * fileRate };
  } finally {
    await browser.close();
  }
}
