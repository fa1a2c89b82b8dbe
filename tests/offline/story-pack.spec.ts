// Story packs (docs/offline.md#story-packs): a saved story plays, seeks, shows its games and hands out its material
// after any number of offline reloads, and it ends by the device clock offline, both in each way of being offline
// (docs/offline.md#ways-of-being-offline) in turn on the same device; the list removes it.
// The tests run against the worker's own server of offline-modes.ts, with the bigger videos (ownServerEnv), so the
// server-down way stops it without touching the shared one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { PACK_WINDOW, packCacheName, STORY_PACK_CACHE } from '../../src/features/story-packs/story-packs.keys';
import { localRows } from '../e2e/helpers';
import { expectPlaying, player, touchPage, videoState } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test as base } from './offline-modes';

/**
 * The seed's media with die-mutige-maus's videos grown past two download windows (PACK_WINDOW): an MP4 stays
 * playable with a `free` box appended, and the pack then stores the video in windows that the service worker
 * must join, seek in and play from.
 */
function mediaWithBigVideos(): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-pack-media-'));
  fs.cpSync('src/server/seed/media', dir, { recursive: true });
  const padding = 2 * PACK_WINDOW + 12_345;
  // a pattern, not zeros: a window joined in the wrong place would show
  const free = Buffer.alloc(padding);
  for (let i = 0; i < padding; i++) free[i] = (i * 7 + (i >> 12)) & 0xff;
  free.writeUInt32BE(padding, 0);
  free.write('free', 4, 'latin1');
  for (const variant of ['text', 'notext']) fs.appendFileSync(path.join(dir, 'videos', `die-mutige-maus-${variant}.mp4`), free);
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

// a worker of its own: its server serves the big videos, which the other files' tests must not get
const test = base.extend<object, { mediaDir: string }>({
  mediaDir: [
    async ({}, use) => {
      const media = mediaWithBigVideos();
      await use(media.dir);
      media.remove();
    },
    { scope: 'worker' },
  ],
  ownServerEnv: [async ({ mediaDir }, use) => use({ MEDIA_DIR: mediaDir }), { scope: 'worker' }],
});
test.use({ way: 'each' });
test.describe.configure({ mode: 'serial' });

const STORY = '/boardstory/die-mutige-maus';
const packSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
const title = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Die mutige Maus' });

async function loginWithWorker(page: Page) {
  await installWorker(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('E-Mail-Adresse', { exact: true }).fill('owner@lesefunke.test');
  await main.getByLabel('Passwort', { exact: true }).fill('Lesefunke2026!');
  await main.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Saves the story and answers the highest value the progress bar showed on the way, and the API calls the save
 * made. `from: 'page'` waits until the page holds the story's answers (player, games, material), which the save
 * then stores without asking again; `'server'` presses at once, before the player has asked for its own.
 */
type Saved = { maxProgress: number; apiCalls: string[]; throughWorker: string[]; packRequests: string[] };
async function savePack(page: Page, { from = 'server' }: { from?: 'page' | 'server' } = {}): Promise<Saved> {
  await page.goto(STORY);
  if (from === 'page') {
    await touchPage(page);
    // the player asks its answers after the takeover, which on a busy machine comes after the load's network went
    // idle (a state that, once reached, a wait for it does not wait for again): wait until the page holds them
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['/api/videos', '/api/trailers', '/api/games'].every((path) =>
            performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path && (e as PerformanceResourceTiming).responseEnd > 0),
          ),
        ),
      )
      .toBe(true);
  }
  await expect(title(page)).toBeVisible();
  await page.evaluate(() => {
    const w = window as unknown as { maxProgress: number };
    w.maxProgress = -1;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll('progress')) w.maxProgress = Math.max(w.maxProgress, bar.value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const apiCalls: string[] = [];
  const onRequest = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(boardstories|videos|trailers|games|attachments)\b/.test(pathname)) apiCalls.push(pathname);
  };
  // the pack's files the service worker answered instead of leaving them to the browser (story-packs.keys.ts PACK_DOWNLOAD_CACHE)
  const throughWorker: string[] = [];
  // the pack's own downloads: its windows (`slice`), the bundle of its small files and material asked alone (the
  // player and the page ask for their own files)
  const packRequests: string[] = [];
  const onResponse = (response: { url: () => string; fromServiceWorker: () => boolean }) => {
    const url = new URL(response.url());
    const packs = url.searchParams.has('slice') || url.pathname === '/media/bundle' || url.pathname.startsWith('/media/attachments/');
    if (packs) packRequests.push(url.pathname);
    if (packs && response.fromServiceWorker()) throughWorker.push(url.pathname);
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis \d\d\.\d\d\.\d{4}/)).toBeVisible({ timeout: 30_000 });
  page.off('request', onRequest);
  page.off('response', onResponse);
  return { maxProgress: await page.evaluate(() => (window as unknown as { maxProgress: number }).maxProgress), apiCalls, throughWorker, packRequests };
}

/** the files the device holds for story packs, in every pack's cache (story-packs.keys.ts) */
const storedKeys = (page: Page) =>
  page.evaluate(async (shared) => {
    const names = (await caches.keys()).filter((name) => name === shared || name.startsWith(`${shared}:`));
    return (await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).length))).reduce((a, b) => a + b, 0);
  }, STORY_PACK_CACHE);
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

test('the list shows a saved story with size and end, and Entfernen removes it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithWorker(page);
  const saved = await savePack(page);
  expect(saved.maxProgress).toBe(100);
  // its files, the material's too, went straight into the pack, not through the worker
  expect(saved.throughWorker).toEqual([]);
  await packSection(page).getByRole('link', { name: 'Alle gespeicherten Geschichten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gespeicherte Geschichten' })).toBeVisible();
  const entry = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Die mutige Maus' });
  await expect(entry.getByRole('link', { name: 'Die mutige Maus' })).toBeVisible();
  await expect(entry).toContainText(/\d+,\d MB/);
  await expect(entry).toContainText(/verfügbar bis \d\d\.\d\d\.\d{4}/);
  await entry.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Auf diesem Gerät sind keine Geschichten gespeichert.')).toBeVisible();
  expect(await storedKeys(page)).toBe(0);
});

test('a pack past its end is deleted by the device offline, in each way', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await loginWithWorker(page);
  // the device clock runs on as usual; each way jumps it past the pack's end while offline, and back
  await page.clock.install();
  for (const way of EACH_WAY) {
    // a pack of its own for each way: the last one is gone
    await savePack(page);
    const until = (await packSection(page).getByText(/Offline gespeichert – bis/).textContent())!.match(/(\d\d)\.(\d\d)\.(\d{4})/)!;
    expect(await storedKeys(page), way).toBeGreaterThan(0);
    const outage = outageIn(way);
    await outage.begin();
    // two days after the end day, by the device clock only
    await page.clock.setSystemTime(new Date(Date.UTC(Number(until[3]), Number(until[2]) - 1, Number(until[1]) + 2)));
    await page.goto('/gespeicherte-geschichten');
    await expect(page.getByText('Auf diesem Gerät sind keine Geschichten gespeichert.'), way).toBeVisible();
    expect(await storedKeys(page), way).toBe(0);
    await page.clock.setSystemTime(new Date());
    await outage.end();
  }
});

test('the cache of a save left unfinished goes a day later; a saved story and a save under way stay', async ({ page }) => {
  test.setTimeout(90_000);
  await loginWithWorker(page);
  await page.clock.install();
  await savePack(page);
  const until = (await packSection(page).getByText(/Offline gespeichert – bis/).textContent())!.match(/(\d\d)\.(\d\d)\.(\d{4})/)!;
  const [saved] = (await cacheNames(page)).filter((name) => name.startsWith(`${STORY_PACK_CACHE}:`));
  const filesOfPack = await storedKeys(page);
  // a save whose page was closed before it ended: its own cache, which no pack names
  const putInto = (name: string) =>
    page.evaluate(async (n) => (await caches.open(n)).put('/media/videos/die-mutige-maus-text.mp4?pack-window=0', new Response('x')), name);
  const leftBehind = packCacheName('der-kleine-leuchtturm', Date.now());
  await putInto(leftBehind);
  // two days on, still before the pack's end
  const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  expect(later.getTime()).toBeLessThan(Date.UTC(Number(until[3]), Number(until[2]) - 1, Number(until[1])));
  await page.clock.setSystemTime(later);
  // a save that began a minute ago in another tab
  const underWay = packCacheName('der-kleine-leuchtturm', later.getTime() - 60_000);
  await putInto(underWay);
  await page.goto('/gespeicherte-geschichten');
  await expect(page.getByRole('main').getByRole('link', { name: 'Die mutige Maus' })).toBeVisible();
  await expect.poll(() => cacheNames(page)).not.toContain(leftBehind);
  expect(await cacheNames(page)).toEqual(expect.arrayContaining([saved, underWay]));
  expect(await storedKeys(page)).toBe(filesOfPack + 1);
  await page.clock.setSystemTime(new Date());
});

test('a story saved before packs had caches of their own still plays offline, and Entfernen removes its files', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await loginWithWorker(page);
  await savePack(page);
  const files = await storedKeys(page);
  // the device as the earlier version left it: every file in the one shared cache, the record listing their keys
  await page.evaluate(async (shared) => {
    const [own] = (await caches.keys()).filter((name) => name.startsWith(`${shared}:`));
    const [from, to] = await Promise.all([caches.open(own), caches.open(shared)]);
    const keys = await from.keys();
    for (const key of keys) await to.put(key, (await from.match(key))!);
    await caches.delete(own);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('lesefunke');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise((resolve, reject) => {
      const store = db.transaction('storyPacks', 'readwrite').objectStore('storyPacks');
      const get = store.get('die-mutige-maus');
      get.onsuccess = () => {
        const { cache, ...pack } = get.result as { cache: string };
        if (!cache) reject(new Error('the pack names no cache of its own'));
        const put = store.put({ ...pack, urls: keys.map((key) => key.url) });
        put.onsuccess = resolve;
        put.onerror = () => reject(put.error);
      };
    });
    db.close();
  }, STORY_PACK_CACHE);
  expect(await cacheNames(page)).not.toContainEqual(expect.stringMatching(/^story-packs:/));
  expect(await storedKeys(page)).toBe(files);

  const outage = outageIn(EACH_WAY[0]);
  await outage.begin();
  await page.reload();
  await touchPage(page);
  await expect(packSection(page).getByText(/Offline gespeichert – bis/)).toBeVisible();
  const video = player(page).getByRole('group', { name: 'Ganze Boardstory' }).locator('video');
  await expect(video).toHaveAttribute('src', /\/media\/videos\//);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expectPlaying(page, 0.3);
  await outage.end();

  await packSection(page).getByRole('button', { name: 'Entfernen' }).click();
  await expect(packSection(page).getByRole('button', { name: 'Für offline speichern' })).toBeVisible();
  expect(await storedKeys(page)).toBe(0);
});

test('a story saved in the smaller windows of an earlier version still answers its video byte for byte offline', async ({ page, outageIn, mediaDir }) => {
  test.setTimeout(120_000);
  await loginWithWorker(page);
  await savePack(page);
  // the device as a version with windows of 4 MB left it: the stored video cut again into windows of that size
  const OLD_WINDOW = 4 * 1024 * 1024;
  const video = await page.evaluate(
    async ({ shared, oldWindow }) => {
      const [own] = (await caches.keys()).filter((name) => name.startsWith(`${shared}:`));
      const cache = await caches.open(own);
      const windows = (await cache.keys()).filter((key) => /[?&]pack-window=\d+$/.test(key.url) && key.url.includes('/media/videos/'));
      const at = (key: Request) => Number(/pack-window=(\d+)$/.exec(key.url)![1]);
      windows.sort((a, b) => at(a) - at(b));
      const first = (await cache.match(windows[0]))!;
      const whole = new Blob(await Promise.all(windows.map(async (key) => (await cache.match(key))!.blob())));
      for (const key of windows) await cache.delete(key);
      const base = windows[0].url.replace(/[?&]pack-window=0$/, '');
      const headers = { 'Content-Type': first.headers.get('content-type')!, 'X-Media-Size': first.headers.get('x-media-size')! };
      for (let i = 0; i * oldWindow < whole.size; i++) {
        await cache.put(`${base}${base.includes('?') ? '&' : '?'}pack-window=${i}`, new Response(whole.slice(i * oldWindow, (i + 1) * oldWindow), { headers }));
      }
      return { url: base, size: whole.size, windowsBefore: windows.length };
    },
    { shared: STORY_PACK_CACHE, oldWindow: OLD_WINDOW },
  );
  expect(video.windowsBefore).toBe(Math.ceil(video.size / PACK_WINDOW));
  const onServer = fs.readFileSync(path.join(mediaDir, 'videos', path.basename(new URL(video.url).pathname)));
  expect(video.size).toBe(onServer.length);
  // across an old window's border, across the border of today's windows, and the end
  const ranges = [[OLD_WINDOW - 100, OLD_WINDOW + 99], [PACK_WINDOW - 100, PACK_WINDOW + 99], [video.size - 100, video.size - 1]];
  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    for (const [from, to] of ranges) {
      const ranged = await page.evaluate(
        async ({ url, range }) => {
          const res = await fetch(url, { headers: { Range: range } });
          return { status: res.status, bytes: [...new Uint8Array(await res.arrayBuffer())] };
        },
        { url: video.url, range: `bytes=${from}-${to}` },
      );
      expect(ranged.status, way).toBe(206);
      expect(ranged.bytes, `${way}: ${from}-${to}`).toEqual([...onServer.subarray(from, to + 1)]);
    }
    await outage.end();
  }
});

test('a device without enough free space says so and stores nothing', async ({ page }) => {
  test.setTimeout(60_000);
  // the browser reports 100 bytes free
  await page.addInitScript(() => {
    navigator.storage.estimate = async () => ({ quota: 1_000, usage: 900 });
  });
  await loginWithWorker(page);
  await page.goto(STORY);
  await touchPage(page);
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByRole('alert')).toHaveText(
    'Auf diesem Gerät ist nicht genug Speicherplatz frei. Bitte löschen Sie gespeicherte Geschichten oder andere Daten.',
  );
  expect(await storedKeys(page)).toBe(0);
});

test('the logout asks whether to keep saved stories; kept, a guest does not see the teacher\'s pack', async ({ page }) => {
  test.setTimeout(90_000);
  const logoutWith = async (choice: 'Behalten' | 'Löschen') => {
    await page.getByRole('banner').getByRole('button', { name: /Sabine|Sommer/ }).click();
    await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Gespeicherte Geschichten auf diesem Gerät behalten?' });
    await question.getByRole('button', { name: choice }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  };
  await loginWithWorker(page);
  await savePack(page);
  await logoutWith('Behalten');
  await page.goto('/gespeicherte-geschichten');
  await expect(page.getByText('Auf diesem Gerät sind keine Geschichten gespeichert.')).toBeVisible();
  expect(await storedKeys(page)).toBeGreaterThan(0);

  await loginWithWorker(page);
  await page.goto('/gespeicherte-geschichten');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Die mutige Maus' })).toBeVisible();
  await logoutWith('Löschen');
  // the header turns to the guest's at once; the packs go right after
  await expect.poll(() => storedKeys(page)).toBe(0);
});

test('a logout in another tab stops a save under way, and nothing of it stays on the device', async ({ page, context }) => {
  test.setTimeout(90_000);
  await loginWithWorker(page);
  // the video's windows wait until the test lets them go, so the save is still under way at the logout
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(/[?&]slice=/, async (route) => {
    held++;
    await released;
    // the request may have been stopped meanwhile: then there is nothing to continue
    await route.continue().catch(() => {});
  });
  const saving = await context.newPage();
  await saving.goto(STORY);
  await expect(title(saving)).toBeVisible();
  await packSection(saving).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(packSection(saving).getByRole('button', { name: 'Abbrechen' })).toBeVisible();

  // no story is saved yet, so the logout asks nothing
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /Sabine|Sommer/ }).click();
  await page.getByRole('button', { name: 'Abmelden', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();

  // the other tab turns to a guest's, who cannot save
  await expect(saving.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  release();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  // what the save had stored went with it, and no pack names the story
  await expect.poll(() => storedKeys(saving)).toBe(0);
  expect((await cacheNames(saving)).filter((name) => name.startsWith(`${STORY_PACK_CACHE}:`))).toEqual([]);
  expect(await localRows(saving, 'storyPacks')).toEqual([]);
  await saving.close();
});

test('a saved story plays, seeks, shows its games and material offline, in each way', async ({ page, outageIn, mediaDir }) => {
  test.setTimeout(180_000);
  await loginWithWorker(page);
  // saved from what the page held: the answers stored are rebuilt, not the server's own, and must serve offline
  // the video in its three windows, and its read-along, trailer, games' pictures and sounds and material in one answer
  const video = '/media/videos/die-mutige-maus-text.mp4';
  const saved = await savePack(page, { from: 'page' });
  expect(saved).toEqual({ maxProgress: 100, apiCalls: [], throughWorker: [], packRequests: expect.any(Array) });
  expect(saved.packRequests.sort()).toEqual(['/media/bundle', video, video, video]);
  // the query cache is written to IndexedDB at most once a second
  await page.waitForTimeout(1_500);
  const frame = player(page).getByRole('group', { name: 'Ganze Boardstory' });

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    // repeated offline starts in the first way; each later way starts from a cache written online again
    for (let i = 0; i < (way === EACH_WAY[0] ? 3 : 1); i++) {
      await page.reload();
      await touchPage(page);
      await expect(title(page), way).toBeVisible();
      // each offline start writes its cache again (failed refreshes included) before the next reload
      await page.waitForTimeout(1_500);
    }

    await expect(frame.locator('video'), way).toHaveAttribute('src', /\/media\/videos\//);
    await frame.locator('video').evaluate((v: HTMLVideoElement) => v.play());
    await expectPlaying(page, 0.3);
    // seeking asks the stored copy for a byte range; near the end (20 s), where the quiz waits
    await frame.locator('video').evaluate((v: HTMLVideoElement) => (v.currentTime = 18));
    await expect.poll(async () => (await videoState(page)).time, { message: way, timeout: 10_000 }).toBeGreaterThan(18.3);
    // a range across the border of two stored windows comes back byte for byte as the server's file has it
    const src = await frame.locator('video').getAttribute('src');
    const [from, to] = [PACK_WINDOW - 100, PACK_WINDOW + 99];
    const ranged = await page.evaluate(
      async ({ src, range }) => {
        const res = await fetch(src, { headers: { Range: range } });
        return { status: res.status, bytes: [...new Uint8Array(await res.arrayBuffer())] };
      },
      { src: src!, range: `bytes=${from}-${to}` },
    );
    const onServer = fs.readFileSync(path.join(mediaDir, 'videos', path.basename(new URL(src!, 'http://x').pathname)));
    expect(ranged.status, way).toBe(206);
    expect(ranged.bytes, way).toEqual([...onServer.subarray(from, to + 1)]);
    const quiz = player(page).getByRole('group', { name: 'Quiz' });
    await expect(quiz, way).toContainText('Was weißt du noch über Mila, die mutige Maus?', { timeout: 20_000 });

    await page.reload();
    await touchPage(page);
    await expect(title(page), way).toBeVisible();
    await expect(frame.locator('video'), way).toHaveAttribute('src', /\/media\/videos\//);
    // played on from just before the search game (9 s), which starts when playback reaches it
    await frame.locator('video').evaluate((v: HTMLVideoElement) => {
      v.currentTime = 8.5;
      return v.play();
    });
    await expect(player(page).getByRole('group', { name: 'Suchspiel' }), way).toBeVisible({ timeout: 20_000 });

    const material = page.getByRole('main').getByRole('region', { name: 'Material' }).getByRole('link').first();
    const download = page.waitForEvent('download');
    await material.click();
    const file = await download;
    expect(await file.failure(), way).toBeNull();
    expect(file.suggestedFilename(), way).toMatch(/\.pdf$/);

    // the read-along track was stored with the video: the stored answer names it, the stored copy serves it
    const readAlong = await page.evaluate(async () => {
      const story = (await (await fetch('/api/boardstories/die-mutige-maus')).json()) as { id: number };
      const videos = (await (await fetch(`/api/videos?boardstoryId=${story.id}`)).json()) as { _embedded: { videos: { readAlong: string }[] } };
      const res = await fetch(videos._embedded.videos[0].readAlong);
      return { status: res.status, text: await res.text() };
    });
    expect(readAlong.status, way).toBe(200);
    expect(readAlong.text, way).toMatch(/^WEBVTT\n[\s\S]*<00:00:02\.000>Mila </);
    await outage.end();
  }
});
