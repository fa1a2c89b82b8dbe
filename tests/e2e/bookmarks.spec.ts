import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_PASSWORD, createAccount } from './account-helpers';
import { appReady, submitLogin } from './helpers';

const main = (page: Page) => page.getByRole('main');

test('the Merkliste lists bookmarks; the toggle removes and adds again, a reload shows what the server kept', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'merkliste' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/account/merkliste');
  await expect(page.getByRole('heading', { name: 'Merkliste' })).toBeVisible();
  await expect(main(page).getByText('Keine zutreffenden Boardstories gefunden')).toBeVisible();

  // two stories bookmarked through the API the toggle uses (the browser's session cookie goes along)
  const list = await (await page.request.get('/api/boardstories?limit=2')).json();
  const [first, second] = list._embedded.boardstories as { id: number; title: string }[];
  for (const story of [first, second]) {
    expect((await page.request.post('/api/bookmarks', { data: { boardstoryId: story.id } })).status()).toBe(201);
  }
  await page.reload();
  const card = main(page).getByRole('listitem').filter({ hasText: first.title });
  await expect(card).toBeVisible();
  await expect(main(page).getByRole('listitem').filter({ hasText: second.title })).toBeVisible();

  const toggle = card.getByRole('button', { name: 'Merken' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await page.reload();
  await expect(main(page).getByRole('listitem').filter({ hasText: first.title })).toHaveCount(0);
  await expect(main(page).getByRole('listitem').filter({ hasText: second.title })).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.bookmarks).toEqual([second.id]);
});

test('the Merkliste pages through more than ten bookmarks', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'viele' });
  await submitLogin(page, email, ACCOUNT_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const list = await (await page.request.get('/api/boardstories?limit=12')).json();
  for (const story of list._embedded.boardstories as { id: number }[]) {
    await page.request.post('/api/bookmarks', { data: { boardstoryId: story.id } });
  }
  await page.goto('/account/merkliste');
  await appReady(page);
  await expect(main(page).getByRole('button', { name: 'Merken' })).toHaveCount(10);
  await main(page).getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/merkliste\?p=2$/);
  await expect(main(page).getByRole('button', { name: 'Merken' })).toHaveCount(2);
});

test('on the story page a guest is asked to log in first; after the login the story is bookmarked from there', async ({ page }) => {
  const email = await createAccount(page.request, { prefix: 'geschichte' });
  await page.goto('/boardstory/der-stille-wald');
  await appReady(page);
  const toggle = main(page).getByRole('button', { name: 'Merken' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Um die Boardstory merken zu können, müssen Sie angemeldet sein.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anmelden' }).or(dialog.getByRole('link', { name: 'Anmelden' })).first().click();

  await expect(page).toHaveURL(/\/login\?from=/);
  await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  await main(page).getByLabel('Passwort', { exact: true }).fill(ACCOUNT_PASSWORD);
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/boardstory\/der-stille-wald$/);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/account/merkliste');
  await expect(main(page).getByRole('listitem').filter({ hasText: 'Der stille Wald' })).toBeVisible();
});
