// A pupil code "Kein Text" for a story the device holds only with text (docs/offline.md#story-packs): offline the
// code's switch and the saved variant do not fit, and the code's switch is the teacher's. The class-tablet setup says
// so beside that code, where the teacher can still choose another, and the player says it under the story.
// On the worker's own server (offline-modes.ts): the code and the pack stay out of the shared demo data.
import { type Page } from '@playwright/test';
import { CODE_WITHOUT_TEXT_NOTE } from '../../src/shared/domain/saved-variant';
import { expectPlaying, loginAs, player, playWithKeyboard, touchPage, videoState } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

test.use({ way: 'each' });

const main = (page: Page) => page.getByRole('main');
const packSection = (page: Page) => main(page).getByRole('region', { name: 'Offline speichern' });

test('a code without text beside a story saved with text is named at the class-tablet setup and under the player', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await loginAs(page, 'owner');
  const order = (await (await page.request.get('/api/orders/current')).json()) as { organizationId: number };
  const story = (await (await page.request.get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const switches = { soundEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
  const create = async (subtitlesEnabled: boolean, note: string) => {
    const res = await page.request.post('/api/access-codes', {
      data: { boardstory: story.id, organization: order.organizationId, startingDate: today, hiddenAttachments: [], note, subtitlesEnabled, ...switches },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { code: string }).code;
  };
  const withoutText = await create(false, 'Ohne Text');
  const withText = await create(true, 'Mit Text');

  await page.goto('/boardstory/die-mutige-maus');
  await packSection(page).getByRole('radio', { name: 'Mit Text' }).check();
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 60_000 });

  await page.goto('/klassen-tablet/einrichten');
  const choices = main(page).getByRole('group', { name: 'Die mutige Maus' });
  await expect(choices.getByRole('radio', { name: new RegExp(withoutText) })).toHaveAccessibleName(new RegExp(CODE_WITHOUT_TEXT_NOTE.slice(0, 40)));
  await expect(choices.getByRole('radio', { name: new RegExp(withText) })).not.toHaveAccessibleName(new RegExp(CODE_WITHOUT_TEXT_NOTE.slice(0, 40)));

  // the player loads when the page is touched
  await page.goto(`/boardstory/die-mutige-maus/${withoutText}`);
  await touchPage(page);
  await expect(main(page).getByText(CODE_WITHOUT_TEXT_NOTE)).toBeVisible();
  await page.goto(`/boardstory/die-mutige-maus/${withText}`);
  await touchPage(page);
  await expect(main(page).getByText('Offline ist nur die Fassung mit Text gespeichert.', { exact: true })).toBeVisible();
});

test('"Text" turned on offline with a story saved without text says so and plays the saved variant on, in each way', async ({ page, outageIn }) => {
  test.setTimeout(180_000);
  await installWorker(page);
  await loginAs(page, 'owner');
  await page.goto('/boardstory/die-mutige-maus');
  await packSection(page).getByRole('radio', { name: 'Ohne Text' }).check();
  await packSection(page).getByRole('button', { name: 'Für offline speichern' }).click();
  await expect(packSection(page).getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 60_000 });
  // the story page seen online reaches IndexedDB at most once a second
  await page.waitForTimeout(1_500);
  const text = player(page).getByRole('button', { name: 'Text', exact: true });

  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await touchPage(page);
    await expect(text, way).toHaveAttribute('aria-pressed', 'false');
    await playWithKeyboard(page);
    await expectPlaying(page);
    await text.click();
    await expect(main(page).getByRole('status').filter({ hasText: 'Die Fassung mit Text ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.' }), way).toBeVisible();
    // the saved variant plays on, and the video's error is not shown
    const at = (await videoState(page)).time;
    await expect.poll(async () => (await videoState(page)).time, { message: way }).toBeGreaterThan(at + 0.5);
    expect((await videoState(page)).src, way).toContain('die-mutige-maus-notext');
    await expect(player(page).getByRole('img', { name: 'Das Video kann gerade nicht abgespielt werden.' }), way).toHaveCount(0);
    await outage.end();
  }
});
