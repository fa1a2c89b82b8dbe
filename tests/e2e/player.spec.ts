import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, loginAs, player, playWithKeyboard, touchPage, videoState } from './player-helpers';
import { appReady, appStartedByItself, quiet, quietAfterTakeover } from './helpers';

test('a guest plays the trailer from the teaser; the full video asks to log in', async ({ page }) => {
  const playerChunks: string[] = [];
  page.on('request', (r) => void (/\/assets\/boardstory-player-[\w-]+\.js$/.test(r.url()) && playerChunks.push(r.url())));
  await page.goto('/boardstory/die-mutige-maus');
  const p = player(page);
  // nobody has touched the page yet: the teaser stands in with the play button, and video.js is not loaded (nor
  // the app, on a first visit: src/main.tsx)
  await expect(p.getByRole('img', { name: 'Titelbild „Die mutige Maus“' })).toBeVisible();
  await quiet(page);
  expect(playerChunks).toEqual([]);
  await expect(p.locator('video')).toHaveCount(0);
  // the teaser's play button brings the app and the player, which then starts by itself
  await p.getByRole('button', { name: 'Abspielen' }).click();
  const state = await expectPlaying(page);
  expect(playerChunks).toHaveLength(1);
  await expect(p.getByRole('button', { name: 'Trailer' })).toHaveAttribute('aria-pressed', 'true');
  expect(state.src).toContain('/media/trailers/die-mutige-maus.mp4');
  await expect(p.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(p.getByText(/^0:0[1-9] \/ 0:0\d$/)).toBeVisible();

  await p.getByRole('button', { name: 'Ganze Boardstory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bitte anmelden' });
  await expect(dialog).toContainText('Bitte melden Sie sich an');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/login\?from=%2Fboardstory%2Fdie-mutige-maus$/);
});

/** Holds the player's chunk until `release` is called: the player then replaces the stand-in at a moment the test picks. */
async function holdPlayerChunk(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boardstory-player-[\w-]+\.js$/, async (route) => (await held, route.continue()));
  return release;
}

test('the teaser’s play button also works from the keyboard, and the keys go on in the player', async ({ page }) => {
  const release = await holdPlayerChunk(page);
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  const p = player(page);
  await p.getByRole('button', { name: 'Abspielen' }).focus();
  await page.keyboard.press('Enter');
  release();
  await expectPlaying(page);
  // the pressed button made way for the player: the focus is on its picture, where space pauses
  await expect(p.getByRole('group', { name: 'Trailer' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
});

test('a play button focused before the player came keeps the focus as the player replaces it, and Enter plays', async ({ page }) => {
  const release = await holdPlayerChunk(page);
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  const p = player(page);
  await p.getByRole('button', { name: 'Abspielen' }).focus();
  // the player comes by itself (someone is there) while the keyboard user is on its play button
  release();
  await expect(p.locator('video')).toHaveAttribute('src', /.+/);
  await expect(p.getByRole('button', { name: 'Abspielen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectPlaying(page);
  await expect(p.getByRole('button', { name: 'Pause' })).toBeFocused();
});

// a guest sees the trailer, a teacher the full video with the games and read-along; on a phone the bar wraps to four rows
for (const { who, width } of [
  { who: null, width: 390 },
  { who: 'lehrer', width: 390 },
  { who: 'lehrer', width: 1280 },
]) {
  test(`the player arrives where its stand-in stood: the text below does not move (${who ?? 'Gast'}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    if (who) await loginAs(page, who);
    await page.goto('/boardstory/die-mutige-maus');
    // the page as it stands before anyone is there: drawn by the server for a guest, by the app for the teacher
    if (who) await appStartedByItself(page);
    await quiet(page);
    const p = player(page);
    await expect(p.locator('video')).toHaveCount(0);
    const below = page.getByRole('heading', { level: 2, name: 'Inhalt' });
    const before = (await below.boundingBox())!.y;
    await touchPage(page);
    // the player with everything its answers bring: the picture's source, and for the teacher the games' overview
    await expect(p.locator('video')).toHaveAttribute('src', /.+/);
    await expect(p.getByRole('button', { name: who ? 'Mitlesen' : 'Trailer' })).toBeVisible();
    if (who) await expect(p.getByRole('button', { name: 'Spieleübersicht' })).toBeVisible();
    expect((await below.boundingBox())!.y).toBe(before);
  });
}

test('for a signed-in teacher the player area has its final height from the first frame on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await loginAs(page, 'lehrer');
  // every height the player's area had, from the document's start (the page is drawn in the browser for a signed-in reader)
  await page.addInitScript(`window.playerHeights = [];
    new MutationObserver(() => {
      const area = document.querySelector('[aria-label^="Videoplayer:"]');
      const height = area && Math.round(area.getBoundingClientRect().height);
      if (height && window.playerHeights.at(-1) !== height) window.playerHeights.push(height);
    }).observe(document, { subtree: true, childList: true, attributes: true });`);
  // no trailer: a guest's stand-in would have no control bar at all
  await page.goto('/boardstory/der-stille-wald');
  await quietAfterTakeover(page);
  await touchPage(page);
  const p = player(page);
  await expect(p.locator('video')).toHaveAttribute('src', /.+/);
  await expect(p.getByRole('button', { name: 'Spieleübersicht' })).toBeVisible();
  const heights = await page.evaluate(() => (window as unknown as { playerHeights: number[] }).playerHeights);
  expect(heights).toHaveLength(1);
});

test('a story without trailer says so to a guest', async ({ page }) => {
  await page.goto('/boardstory/der-stille-wald');
  // the teaser with its play button stands in until someone touches the page
  await expect(player(page).getByRole('img', { name: 'Titelbild „Der stille Wald“' })).toBeVisible();
  await touchPage(page);
  await expect(player(page).getByText('Trailer aktuell nicht vorhanden')).toBeVisible();
  await expect(player(page).getByRole('button', { name: 'Trailer' })).toBeDisabled();
});

test('a licensed teacher plays the full video, signed and tracked', async ({ page }) => {
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  const p = player(page);
  await expect(p.getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  const tracked = page.waitForResponse((r) => r.url().endsWith('/api/track') && r.request().method() === 'POST');
  await playWithKeyboard(page);
  const state = await expectPlaying(page);
  expect(state.src).toMatch(/\/media\/videos\/die-mutige-maus-text\.mp4\?exp=\d+&sig=/);
  expect((await tracked).status()).toBe(201);
  expect((await tracked).request().postDataJSON()).toMatchObject({ event: 'boardstoryWatched' });

  // space pauses; the text toggle reloads the other rendition at the same second
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  const at = (await videoState(page)).time;
  await p.getByRole('button', { name: 'Text' }).click();
  await expect(p.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await videoState(page)).src).toContain('die-mutige-maus-notext.mp4');
  await expect.poll(async () => Math.abs((await videoState(page)).time - at)).toBeLessThan(0.5);
});

test('a pupil with FUNKE-GUELTIG plays the full video without an account', async ({ page }) => {
  await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
  await appReady(page);
  await touchPage(page);
  const p = player(page);
  await expect(p.getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  const tracked = page.waitForResponse((r) => r.url().endsWith('/api/track') && r.request().method() === 'POST');
  await p.getByRole('button', { name: 'Abspielen' }).click();
  expect((await expectPlaying(page)).src).toContain('/media/videos/');
  expect((await tracked).request().postDataJSON()).toMatchObject({ accessCode: 'FUNKE-GUELTIG', isAnonymous: true });
  await expect(p.getByRole('button', { name: 'Ton' })).toBeEnabled();
});

test('FUNKE-STUMM shows the greyed sound control and plays muted', async ({ page }) => {
  await page.goto('/boardstory/die-mutige-maus/FUNKE-STUMM');
  await appReady(page);
  await touchPage(page);
  const p = player(page);
  await expect(p.getByRole('button', { name: 'Kein Ton verfügbar' })).toBeDisabled();
  await expect(p.getByRole('button', { name: 'Ton', exact: true })).toHaveCount(0);
  await p.getByRole('button', { name: 'Abspielen' }).click();
  expect((await expectPlaying(page)).muted).toBe(true);
});

test('a user without licence is offered licences for the full video', async ({ page }) => {
  await loginAs(page, 'neu');
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Ganze Boardstory' }).click();
  const buy = page.getByRole('dialog', { name: 'Lizenzen' });
  await expect(buy).toContainText('Mit einer Lizenz');
  await buy.getByRole('button', { name: 'Lizenzen ansehen' }).click();
  await expect(page).toHaveURL(/\/lizenzen$/);
});

test('an owner whose licence ended is sent to check it', async ({ page }) => {
  await loginAs(page, 'abgelaufen');
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Ganze Boardstory' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lizenz prüfen' });
  await expect(dialog).toContainText(
    'Um die Boardstory in voller Länge abspielen zu können, müssen Sie eine gültige und nicht abgelaufene Lizenz besitzen.',
  );
  await dialog.getByRole('button', { name: 'Lizenz prüfen' }).click();
  await expect(page).toHaveURL(/\/account\/license$/);
});

test('an explain story toggles its subtitles and resumes at the same second', async ({ page }) => {
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/wie-entsteht-ein-regenbogen');
  await touchPage(page);
  const p = player(page);
  const tracks = () =>
    p.locator('video').evaluate((v: HTMLVideoElement) => [...v.textTracks].filter((t) => t.kind === 'subtitles').map((t) => t.mode));
  await expect(p.getByRole('button', { name: 'Untertitel' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(tracks).toEqual(['showing']);
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page, 1);
  await p.getByRole('button', { name: 'Untertitel' }).click();
  await expect.poll(tracks).toEqual([]);
  // playing on after the reload, from where it was
  await expectPlaying(page, 1);
});

test('with autoplay and games off the full video stops at its pause cue point', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  const p = player(page);
  await p.getByRole('button', { name: 'Autoplay' }).click();
  await p.getByRole('button', { name: 'Spiele', exact: true }).click();
  await expect(p.getByRole('button', { name: 'Autoplay' })).toHaveAttribute('aria-pressed', 'false');
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page);
  // the search game's cue point at 9 s; nothing else in this story pauses
  await expect.poll(async () => (await videoState(page)).paused, { timeout: 20_000 }).toBe(true);
  const at = (await videoState(page)).time;
  expect(at).toBeGreaterThanOrEqual(9);
  expect(at).toBeLessThan(9.6);
  await expect(p.getByRole('group', { name: 'Suchspiel' })).toHaveCount(0);
});

test('an admin sees the hovered coordinate in 0..10000', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/boardstory/die-mutige-maus');
  await touchPage(page);
  const picture = player(page).locator('.player-admin-area');
  const box = (await picture.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4);
  // half the width and a quarter of the height, give or take a pixel's rounding
  await expect(player(page).getByRole('tooltip')).toHaveText(/^X: (49[5-9]\d|50[0-4]\d) · Y: (24[5-9]\d|25[0-4]\d)$/);
});
