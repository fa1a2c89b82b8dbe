import { expect, test } from '@playwright/test';
import { loginAs } from './player-helpers';
import { appReady } from './helpers';

const berlinDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);
const german = (day: string) => day.split('-').reverse().join('.');

test('a pupil code ends on the same last day on the story page and on the rental page', async ({ page }) => {
  await loginAs(page, 'bibliothek');
  const order = (await (await page.request.get('/api/orders/current')).json()) as { organizationId: number };
  const story = (await (await page.request.get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
  const start = berlinDay(new Date());
  const end = berlinDay(new Date(Date.now() + 5 * 86_400_000));
  const on = { soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
  const created = await page.request.post('/api/access-codes', {
    data: { boardstory: story.id, organization: order.organizationId, startingDate: start, expirationDate: end, hiddenAttachments: [], note: 'Datumstest', ...on },
  });
  expect(created.status()).toBe(201);
  const { code } = (await created.json()) as { code: string };

  await page.goto('/account/rental-license');
  const row = page.getByRole('main').getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(`${german(start)} – ${german(end)}`);

  await page.goto('/boardstory/die-mutige-maus');
  await expect(page.getByRole('main').getByText(code).first()).toBeVisible();
  await expect(page.getByRole('main')).toContainText(german(end));
});

test('an empty end date in the code dialog gets its own message', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/der-kleine-funke');
  await appReady(page);
  await page.getByRole('main').getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  const end = dialog.getByRole('textbox', { name: 'Gültig bis' });
  await end.fill('');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Dieses Feld muss ausgefüllt werden')).toBeVisible();
  await expect(dialog.getByText('Ungültige Datumseingabe', { exact: false })).toHaveCount(0);
  await expect(end).toHaveAttribute('aria-invalid', 'true');
});

test('the code dialog offers a calendar beside the typed dates, and typing still works', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/der-kleine-funke');
  await appReady(page);
  await page.getByRole('main').getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  const start = dialog.getByRole('textbox', { name: 'Gültig ab' });
  const picked = new Date(Date.now() + 3 * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(picked);
  await dialog.getByLabel('Kalender: ersten Tag wählen').fill(day);
  await expect(start).toHaveValue(day.split('-').reverse().join('.'));
  await start.fill('31.02.2026');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Ungültige Datumseingabe. Bitte Datum im Format DD.MM.YYYY eingeben.')).toBeVisible();
});
