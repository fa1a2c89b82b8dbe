// Read-along from a story pack (docs/stories-and-player.md#read-along, docs/offline.md#story-packs): with the server
// stopped, a saved story still shows its sentence and highlights the word of the video's time, from the track the
// pack stored; one saved only with text cannot play without it, and says so instead of showing the sentence twice. On
// the worker's own server (offline-modes.ts), which the outage stops.
import { type Page } from '@playwright/test';
import { parseReadAlong } from '../../src/shared/domain/webvtt';
import { loginAs, player, touchPage, videoState } from '../e2e/player-helpers';
import { expect, installWorker, test } from './offline-modes';

test.use({ way: 'server-down' });

const STORY = '/boardstory/die-mutige-maus';
const packSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
const sentence = (page: Page) => player(page).getByRole('group', { name: 'Mitlesen' }).getByRole('toolbar', { name: 'Satz' });

test('a saved story reads along with the server stopped', async ({ page, outage }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  const videos = page.waitForResponse((r) => r.url().includes('/api/videos?') && r.ok());
  await page.goto(STORY);
  await touchPage(page);
  const url = ((await (await videos).json()) as { _embedded: { videos: { readAlong: string | null }[] } })._embedded.videos[0].readAlong;
  const parsed = parseReadAlong(await page.evaluate((u) => fetch(u!).then((r) => r.text()), url));
  if ('error' in parsed) throw new Error(parsed.error);
  // the variant read along with: "Mitlesen" plays the picture without its text (a text-only pack says why it cannot)
  await packSection(page).getByRole('radio', { name: 'Ohne Text' }).check();
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 60_000 });

  await outage.begin();
  await page.reload();
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Mitlesen' }).click();
  const word = parsed.cues[2].words[1];
  await player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement, t) => (v.currentTime = t), (word.start! + word.end!) / 2);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(word.start!);
  await expect(sentence(page).locator('[aria-current="true"]')).toHaveText(word.text);
  await expect(sentence(page)).toHaveText(parsed.cues[2].words.map((w) => w.text).join(' '));
  await outage.end();
});

test('a story saved only with text says offline why Mitlesen shows no sentence, instead of showing it twice', async ({ page, outage }) => {
  test.setTimeout(120_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await touchPage(page);
  await packSection(page).getByRole('radio', { name: 'Mit Text' }).check();
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 60_000 });

  await outage.begin();
  await page.reload();
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Mitlesen' }).click();
  await expect(player(page).getByRole('status').filter({ hasText: 'Der Text steht im Bild: Mitlesen zeigt den Satz nur zur Fassung ohne Text.' })).toBeVisible();
  await expect(player(page).getByText('Die Fassung ohne Text ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.')).toBeVisible();
  await expect(sentence(page)).toHaveCount(0);
  // the saved variant plays on, with its text in the picture
  expect((await videoState(page)).src).toMatch(/-text\.mp4/);
  await outage.end();
});
