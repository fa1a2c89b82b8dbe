// A story pack of a story with an HLS ladder (docs/offline.md#story-packs): it keeps one rendition, chosen for the
// device's screen, shows that rendition's size before it is saved, and plays and seeks from it offline through the
// player's HLS engine, in each way of being offline (docs/offline.md#ways-of-being-offline) in turn on the same device.
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { STREAMING_ENGINE_CACHE } from '../../src/lib/cache-keys';
import { STORY_PACK_CACHE } from '../../src/features/story-packs/story-packs.keys';
import { localRows } from '../e2e/helpers';
import { expectPlaying, player, touchPage, videoState } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

// The demo ladder is 180p, 240p and 360p (src/server/seed/make-media.ts), a real one's 360p to 1080p shrunk by three:
// a screen 240 pixels tall (and a ratio of 1) keeps the middle rendition, as a tablet keeps 720p of a 1080p story
// and never the whiteboard's top one (src/shared/domain/pack-rendition.ts).
test.use({ way: 'each', screen: { width: 427, height: 240 }, deviceScaleFactor: 1 });

const STORY = '/boardstory/der-schneemann-der-schwitzte';
const VIDEOS = 'src/server/seed/media/videos';
const KEPT = 'der-schneemann-der-schwitzte-text-240p';
const segment = /\/media\/videos\/der-schneemann-der-schwitzte-(text|notext)-(\d+)p-(\d{3})\.m4s$/;

const packSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
const title = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Der Schneemann, der schwitzte' });
const onDisk = (name: string) => fs.statSync(path.join(VIDEOS, name)).size;

/** the paths of the /media files the device's story packs hold */
const storedMedia = (page: Page) =>
  page.evaluate(async (shared) => {
    const names = (await caches.keys()).filter((name) => name === shared || name.startsWith(`${shared}:`));
    const keys = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname)));
    return keys.flat().filter((p) => p.startsWith('/media/'));
  }, STORY_PACK_CACHE);

test('a story with a ladder is saved as one rendition for the screen, shows its size first, and plays and seeks from it offline, in each way', async ({
  page,
  outageIn,
}) => {
  test.setTimeout(180_000);
  await installWorker(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill('owner@lesefunke.test');
  await main.getByLabel('Passwort', { exact: true }).fill('Lesefunke2026!');
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(STORY);
  await expect(title(page)).toBeVisible();
  await packSection(page).getByRole('radio', { name: 'Mit Text' }).check();

  // before saving: the kept rendition's bytes (its playlist, init section and five segments), well below the MP4's
  const playlist = fs.readFileSync(path.join(VIDEOS, `${KEPT}.m3u8`), 'utf8');
  expect(playlist).toContain(`${KEPT}-004.m4s`);
  const keptFiles = [`${KEPT}.m3u8`, `${KEPT}-init.mp4`, ...[0, 1, 2, 3, 4].map((i) => `${KEPT}-00${i}.m4s`)];
  const keptBytes = keptFiles.reduce((sum, name) => sum + onDisk(name), 0);
  expect(keptBytes).toBeLessThan(0.75 * onDisk('der-schneemann-der-schwitzte-text.mp4'));
  const size = packSection(page).getByText(/^Größe: /);
  await expect(size).toHaveText(/^Größe: \d+,\d MB$/);
  await expect(size.locator('data')).toHaveAttribute('value', String(keptBytes));

  // the save's own requests: the two playlists, and the init section and segments in a bundle
  const asked: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const url = new URL(request.url());
    if (url.pathname === '/media/bundle') asked.push(...url.searchParams.getAll('f[]').map((f) => new URL(f, url).pathname));
    else if (url.pathname.startsWith('/media/videos/')) asked.push(url.pathname);
  };
  page.on('request', onRequest);
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis \d\d\.\d\d\.\d{4}/)).toBeVisible({ timeout: 30_000 });
  page.off('request', onRequest);
  const packFiles = ['der-schneemann-der-schwitzte-text.m3u8', ...keptFiles].map((name) => `/media/videos/${name}`).sort();
  // one rendition only, and no MP4: what was asked is what is stored
  expect([...new Set(asked.filter((p) => p.startsWith('/media/videos/')))].sort()).toEqual(packFiles);
  expect((await storedMedia(page)).filter((p) => p.startsWith('/media/videos/')).sort()).toEqual(packFiles);
  // the stored master names the kept rendition alone
  const master = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('story-packs:'));
    const cache = await caches.open(names[0]);
    return (await cache.match(new URL('/media/videos/der-schneemann-der-schwitzte-text.m3u8', location.origin).href))?.text();
  });
  expect(master?.match(/\.m3u8/g)).toHaveLength(1);
  expect(master).toContain(`/media/videos/${KEPT}.m3u8?exp=`);
  const [pack] = await localRows<{ slug: string; bytes: number }>(page, 'storyPacks');
  // the pack holds the rendition and the master it names, and the story's small files beside them
  expect(pack.slug).toBe('der-schneemann-der-schwitzte');
  expect(pack.bytes).toBeGreaterThan(keptBytes);

  // the signed-in user and the story page are on the device before Lesefunke goes
  await expect.poll(async () => JSON.stringify(await localRows(page, 'queryCache'))).toContain('Der Schneemann, der schwitzte');
  const frame = player(page).getByRole('group', { name: 'Ganze Boardstory' });

  // the streaming engine is not in the precache (it is a fifth of the shell); the worker kept the copy the player loaded
  const engine = await page.evaluate(async (engineCache) => {
    const kept = async (name: string) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    const precache = (await caches.keys()).find((n) => n.includes('precache'));
    return { kept: await kept(engineCache), precached: precache ? (await kept(precache)).filter((p) => p.includes('videojs-http-streaming')) : null };
  }, STREAMING_ENGINE_CACHE);
  expect(engine.kept).toEqual([expect.stringMatching(/^\/assets\/videojs-http-streaming[^/]*\.js$/)]);
  expect(engine.precached).toEqual([]);

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    const played: { height: number; index: number; fromPack: boolean; status: number }[] = [];
    const onResponse = (response: { url: () => string; status: () => number; fromServiceWorker: () => boolean }) => {
      const m = new URL(response.url()).pathname.match(segment);
      if (m) played.push({ height: Number(m[2]), index: Number(m[3]), fromPack: response.fromServiceWorker(), status: response.status() });
    };
    page.on('response', onResponse);
    await page.reload();
    await touchPage(page);
    await expect(title(page), way).toBeVisible();
    await expect(frame.locator('video'), way).toHaveAttribute('src', /.+/);
    await frame.locator('video').evaluate((v: HTMLVideoElement) => v.play());
    const state = await expectPlaying(page, 0.3);
    // through the player's HLS engine, from the stored master
    expect(state.src, way).toMatch(/\/media\/videos\/der-schneemann-der-schwitzte-text\.m3u8\?exp=\d+&sig=/);

    // seeking asks the stored segment of that second, and the story plays on from there
    await frame.locator('video').evaluate((v: HTMLVideoElement) => (v.currentTime = 7));
    await expect.poll(async () => (await videoState(page)).time, { message: way, timeout: 15_000 }).toBeGreaterThan(7.3);
    await expect.poll(() => played.some((s) => s.index === 3), { message: way }).toBe(true);
    page.off('response', onResponse);
    // every segment played was the kept rendition's, answered by the pack
    expect(played.length, way).toBeGreaterThan(0);
    expect(played.every((s) => s.height === 240 && s.fromPack && s.status === 200), way).toBe(true);
    await outage.end();
  }

  // Entfernen takes every file of the rendition along
  await page.goto(STORY);
  await packSection(page).getByRole('button', { name: 'Entfernen' }).click();
  await expect(packSection(page).getByRole('button', { name: 'Für offline speichern' })).toBeVisible();
  expect(await storedMedia(page)).toEqual([]);
});
