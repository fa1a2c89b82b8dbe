import { expect, test } from '@playwright/test';
import { cardTitles, categoryIds, loginAsTeacher, posts } from './content-helpers';
import { appReady, holdRequests } from './helpers';

test('guests see the pinned post and only guest news on /aktuelles', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const guestNews = await posts(request, { categories: String(ids.for_guests), categories_exclude: String(ids.blog) });
  const pinned = guestNews.find((p) => p.acf.highlighted)!;

  await page.goto('/aktuelles');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelles' })).toBeVisible();
  await expect(page).toHaveTitle('Aktuelles | Lesefunke');
  const pinnedCard = page.locator('.post-card--pinned');
  await expect(pinnedCard.getByText('Angepinnt')).toBeVisible();
  await expect(pinnedCard.getByRole('heading', { name: pinned.title.rendered })).toBeVisible();
  // fewer guest posts than a page holds: all of them, newest first, and no pages
  await expect(cardTitles(page)).toHaveText(guestNews.map((p) => p.title.rendered));
  await expect(page.getByRole('navigation', { name: 'Seitennavigation' })).toHaveCount(0);
});

test('logged-in readers page through the news 10 at a time; a filter change drops the page', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const all = await posts(request, {
    categories: [ids.aktuelles, ids.themenwelten, ids.didaktik].join(','),
    categories_exclude: String(ids.for_guests),
  });
  expect(all.length).toBeGreaterThan(10);

  await loginAsTeacher(page);
  await page.goto('/aktuelles');
  await expect(cardTitles(page)).toHaveText(all.slice(0, 10).map((p) => p.title.rendered));
  // signed-in readers have a pinned post of their own: the guests' one is in a category they do not see
  const pinned = all.find((p) => p.acf.highlighted)!;
  expect(pinned.categories).not.toContain(ids.for_guests);
  await expect(page.locator('.post-card--pinned').getByRole('heading', { name: pinned.title.rendered })).toBeVisible();
  await page.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(cardTitles(page)).toHaveText(all.slice(10, 20).map((p) => p.title.rendered));

  // category filter with its searchable dropdown; the page key goes
  await page.getByRole('button', { name: 'Kategorie: Alle Kategorien' }).click();
  await page.getByRole('searchbox', { name: 'Kategorie durchsuchen' }).fill('DAKT');
  await expect(page.getByRole('list', { name: 'Kategorie' }).getByRole('button')).toHaveText(['Alle Kategorien', 'Didaktik']);
  await page.getByRole('button', { name: 'Didaktik', exact: true }).click();
  await expect(page).toHaveURL(/category=didaktik/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  const didactics = await posts(request, { categories: String(ids.didaktik), categories_exclude: String(ids.for_guests) });
  await expect(cardTitles(page)).toHaveText(didactics.slice(0, 10).map((p) => p.title.rendered));
});

test('the year filter shows the posts of that year', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const guestNews = await posts(request, { categories: String(ids.for_guests), categories_exclude: String(ids.blog) });
  const oldest = guestNews.at(-1)!;
  const year = new Date(oldest.date).getFullYear();
  const ofYear = guestNews.filter((p) => new Date(p.date).getFullYear() === year);

  await page.goto('/aktuelles?p=1');
  await appReady(page);
  // the page comes drawn from the server: its dropdown answers once the app has taken it over
  await appReady(page);
  await page.getByRole('button', { name: 'Jahr: Alle Jahre' }).click();
  await page.getByRole('searchbox', { name: 'Jahr durchsuchen' }).fill(String(year).slice(2));
  await page.getByRole('list', { name: 'Jahr' }).getByRole('button', { name: String(year) }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect(cardTitles(page)).toHaveText(ofYear.map((p) => p.title.rendered));
});

test('the search suggests posts after typing and filters the list; nothing found says so', async ({ page }) => {
  await page.goto('/aktuelles');
  await appReady(page);
  const box = page.getByRole('searchbox', { name: 'Aktuelles durchsuchen' });
  await box.fill('Vorlesetag');
  const suggestion = page.getByRole('list', { name: 'Vorschläge' }).getByRole('link', { name: /Vorlesetag/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/aktuelles\/bundesweiter-vorlesetag$/);

  await page.goto('/aktuelles');
  await appReady(page);
  await page.getByRole('searchbox', { name: 'Aktuelles durchsuchen' }).fill('Vorlesetag');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/q=Vorlesetag/);
  await expect(cardTitles(page)).toHaveText([/Vorlesetag/]);

  await page.goto('/aktuelles?q=xyzgibtsnicht');
  await expect(page.getByText('Keine Beiträge gefunden')).toBeVisible();
});

test('the blog shows 9 posts a page to everyone', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const blog = await posts(request, { categories: String(ids.blog) });
  expect(blog.length).toBeGreaterThan(9);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(blog.slice(0, 9).map((p) => p.title.rendered));
  await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?p=2$/);
  await expect(cardTitles(page)).toHaveText(blog.slice(9, 18).map((p) => p.title.rendered));
});

test('a page past the end of the list is an empty result, not an English server message', async ({ page }) => {
  await page.goto('/aktuelles?p=999');
  await expect(page.getByText('Keine Beiträge gefunden')).toBeVisible();
  await expect(page.getByText(/page number/i)).toHaveCount(0);
});

test('the pinned post stays beside its picture when the picture has loaded, as it stood while it loaded', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdRequests(page, '**/media/cms/neue-boardstories-im-herbst*');
  await page.goto('/aktuelles', { waitUntil: 'domcontentloaded' });
  const pinned = page.locator('.post-card--pinned');
  const text = pinned.getByRole('heading', { name: 'Zehn neue Boardstories für den Herbst' });
  const before = await text.boundingBox();
  const picture = await pinned.locator('img').boundingBox();
  // beside the picture, not below it
  expect(before!.x).toBeGreaterThan(picture!.x + picture!.width);
  release();
  await expect.poll(() => pinned.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await appReady(page);
  expect(await text.boundingBox()).toEqual(before);
});
