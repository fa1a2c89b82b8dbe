import { expect, test } from '@playwright/test';
import { appReady } from './helpers';
import { expectPlaying, loginAs, player, playWithKeyboard, touchPage, videoState } from './player-helpers';

// Der Schneemann, der schwitzte has an HLS ladder (180p, 240p, 360p; src/server/seed/catalogue.ts LADDER_STORIES): the player
// starts at the lowest rendition and climbs, and every file it fetches is signed (docs/stories-and-player.md#adaptive-streaming)
const segment = /\/media\/videos\/der-schneemann-der-schwitzte-(text|notext)-(\d+)p-(\d{3})\.m4s\?exp=\d+&sig=[\w-]+$/;

test('a teacher plays a story with a ladder through HLS: it starts at the lowest rendition and climbs', async ({ page }) => {
  const segments: { variant: string; height: number; index: number }[] = [];
  const statuses: number[] = [];
  page.on('response', (r) => {
    const m = r.url().match(segment);
    if (!m) return;
    segments.push({ variant: m[1], height: Number(m[2]), index: Number(m[3]) });
    statuses.push(r.status());
  });
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/der-schneemann-der-schwitzte');
  await appReady(page);
  await touchPage(page);
  await playWithKeyboard(page);
  const state = await expectPlaying(page);
  expect(state.src).toMatch(/\/media\/videos\/der-schneemann-der-schwitzte-text\.m3u8\?exp=\d+&sig=/);

  // the first segment is the smallest rendition's; on this fast line the player then takes the top one
  await expect.poll(() => segments.length).toBeGreaterThan(0);
  expect(segments[0]).toEqual({ variant: 'text', height: 180, index: 0 });
  await expect.poll(() => Math.max(...segments.map((s) => s.height)), { timeout: 20_000 }).toBe(360);
  expect(statuses.every((s) => s === 200)).toBe(true);

  // seeking asks the segment of that second, and the story plays on from there
  const p = player(page);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await p.locator('video').evaluate((v: HTMLVideoElement) => void (v.currentTime = 7));
  await expect.poll(() => segments.some((s) => s.index === 3)).toBe(true);
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page, 7.2);
});

test.describe('on the whiteboard', () => {
  // a 1920 × 1080 screen: the player is drawn big enough for every rendition, so VHS may take the top one
  test.use({ viewport: { width: 1920, height: 1080 }, screen: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });

  test('the player reaches the top rendition, as VHS and the segments asked say', async ({ page }) => {
    const heights: number[] = [];
    page.on('response', (r) => {
      const m = r.url().match(segment);
      if (m && r.status() === 200) heights.push(Number(m[2]));
    });
    await loginAs(page, 'lehrer');
    await page.goto('/boardstory/der-schneemann-der-schwitzte');
    await appReady(page);
    await touchPage(page);
    await playWithKeyboard(page);
    await expectPlaying(page);
    // the ladder's three renditions, and the one VHS plays now, from the engine itself (the tech's `vhs`)
    type Vhs = { representations: () => { height: number }[]; playlists: { media: () => { attributes?: { RESOLUTION?: { height: number } } } | undefined } };
    const levels = () =>
      player(page)
        .locator('video')
        .evaluate((v: HTMLVideoElement) => {
          let el: (Element & { player?: { tech: (o: object) => { vhs?: unknown } | undefined } | null }) | null = v;
          while (el && !el.player) el = el.parentElement;
          const vhs = el?.player?.tech({ IWillNotUseThisInPlugins: true })?.vhs as Vhs | undefined;
          if (!vhs) return { heights: [], selected: null };
          return { heights: vhs.representations().map((r) => r.height), selected: vhs.playlists.media()?.attributes?.RESOLUTION?.height ?? null };
        });
    await expect.poll(async () => (await levels()).heights.sort((a, b) => a - b)).toEqual([180, 240, 360]);
    await expect.poll(async () => (await levels()).selected, { timeout: 20_000 }).toBe(360);
    await expect.poll(() => Math.max(...heights), { timeout: 20_000 }).toBe(360);
  });
});

test('a story without a ladder plays its MP4 as before, and the HLS engine is not even loaded', async ({ page }) => {
  const engine: string[] = [];
  page.on('request', (r) => void (/\/assets\/[\w-]*http-streaming[\w-]*\.js$/.test(r.url()) && engine.push(r.url())));
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/der-kleine-funke');
  await appReady(page);
  await touchPage(page);
  await playWithKeyboard(page);
  const state = await expectPlaying(page);
  expect(state.src).toMatch(/\/media\/videos\/der-kleine-funke-text\.mp4\?exp=\d+&sig=/);
  expect(engine).toEqual([]);
});
