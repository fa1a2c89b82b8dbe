import { expect, test, type Page } from '@playwright/test';
import { categoryIds, loginAsTeacher, posts } from './content-helpers';
import { appReady } from './helpers';

/** The front page's blocks top to bottom, by the slot each is rendered in. */
const blockOrder = (page: Page) =>
  page.locator('.home__slot').evaluateAll((slots) => slots.map((s) => /home__slot--(\w+)/.exec(s.className)?.[1]));

test('the guest front page shows every block in its order', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  expect(await blockOrder(page)).toEqual([
    'header', 'intro', 'our_offer', 'numbers', 'what_is_a_boardstory', 'target_groups', 'features_wheel', 'video_teaser',
    'app_teaser', 'news_teaser', 'achievements', 'testimonials', 'support_teaser', 'publisher_logos', 'partner_logos',
  ]);
  await expect(page.getByRole('link', { name: 'Mehr erfahren' })).toHaveAttribute('href', '/faq');

  // the news teaser: the 3 newest guest posts and the way to all news
  const ids = await categoryIds(request);
  const guestNews = await posts(request, { categories: String(ids.for_guests) });
  const news = page.locator('.home__slot--news_teaser');
  await expect(news.getByRole('heading', { level: 3 })).toHaveText(guestNews.slice(0, 3).map((p) => p.title.rendered));
  await expect(news.getByRole('link', { name: 'Alle Neuigkeiten anzeigen' })).toHaveAttribute('href', '/aktuelles');

  // partner logos open their sites in a new tab
  const partners = page.locator('.home__slot--partner_logos').getByRole('link');
  await expect(partners.first()).toHaveAttribute('target', '_blank');
  expect(await partners.count()).toBeGreaterThan(0);
  // no newsletter block on the front page
  await expect(page.getByRole('main').getByRole('form', { name: 'Newsletter' })).toHaveCount(0);
});

test('a logged-in teacher sees the logged-in blocks in order, without the newsletter', async ({ page, request }) => {
  await loginAsTeacher(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  expect(await blockOrder(page)).toEqual([
    'header', 'welcome', 'team_recommendation', 'news_teaser', 'did_you_know', 'topic_areas', 'app_teaser', 'support_teaser',
  ]);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Newsletter' })).toHaveCount(0);
  // the account navigation bar comes first, above the header block
  const accountBar = page.getByRole('main').getByRole('navigation', { name: 'Mein Konto' });
  await expect(accountBar.getByRole('link', { name: 'Meine Daten' })).toHaveAttribute('href', '/account');
  const barTop = (await accountBar.boundingBox())!.y;
  expect(barTop).toBeLessThan((await page.locator('.home__slot--header').boundingBox())!.y);
  // nor the trial button: the hero offers it to guests only
  await expect(page.locator('.home__slot--header').getByRole('link', { name: /testen/ })).toHaveCount(0);

  // the team's boardstories, in the editors' order
  const team = page.locator('.home__slot--team_recommendation');
  await expect(team.getByRole('heading', { level: 3 })).toHaveText(['Der kleine Funke', /Fuchs und Igel/, /Mein Freund/, 'Die mutige Maus']);

  // news for logged-in readers: without the excluded categories
  const ids = await categoryIds(request);
  const memberNews = await posts(request, { categories: String(ids.aktuelles), categories_exclude: String(ids.for_guests) });
  await expect(page.locator('.home__slot--news_teaser').getByRole('heading', { level: 3 })).toHaveText(
    memberNews.slice(0, 3).map((p) => p.title.rendered),
  );

  // topic areas link below the theme-world page
  await expect(page.locator('.home__slot--topic_areas').getByRole('link', { name: 'Jahreszeiten' })).toHaveAttribute('href', '/themenwelten/jahreszeiten');
});

test('the topic-areas teaser shows 6 areas until "Alle anzeigen"', async ({ page }) => {
  // the demo content has 5 theme worlds; the page the browser receives gets 3 more
  // the query goes on with `_embed` (the pages' pictures)
  await page.route('**/cms/wp-json/wp/v2/pages?slug=themenwelten&*', async (route) => {
    const res = await route.fetch();
    const [themes] = await res.json();
    const areas = themes.acf.topic_areas;
    const extra = [1, 2, 3].map((n) => ({ ...areas[0], ID: 9000 + n, post_name: `extra-${n}`, acf: { ...areas[0].acf, teaser_title: `Extra ${n}` } }));
    await route.fulfill({ response: res, json: [{ ...themes, acf: { ...themes.acf, topic_areas: [...areas, ...extra] } }] });
  });
  await loginAsTeacher(page);
  await page.goto('/');
  await appReady(page);
  const block = page.locator('.home__slot--topic_areas');
  await expect(block.getByRole('listitem')).toHaveCount(6);
  await block.getByRole('button', { name: 'Alle anzeigen' }).click();
  await expect(block.getByRole('listitem')).toHaveCount(8);
  await expect(block.getByRole('link', { name: 'Extra 3' })).toHaveAttribute('href', '/themenwelten/extra-3');
  await block.getByRole('button', { name: 'Weniger anzeigen' }).click();
  await expect(block.getByRole('listitem')).toHaveCount(6);
});

test('the info video waits as its poster and a play button, and plays from the keyboard when asked', async ({ page }) => {
  await page.goto('/');
  await appReady(page);
  const block = page.locator('.home__slot--video_teaser');
  // no player in the page until it is asked for; without the app the button is a link to the file itself
  await expect(block.locator('video')).toHaveCount(0);
  const start = block.getByRole('link', { name: 'Video abspielen: Lesefunke in Aktion' });
  await expect(start).toHaveAttribute('href', /\.mp4$/);
  await start.focus();
  await page.keyboard.press('Enter');
  const video = block.locator('video');
  await expect(video).toBeFocused();
  await expect(video).toHaveAttribute('aria-label', 'Lesefunke in Aktion');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), { timeout: 15_000 }).toBe(true);
  expect(page.url()).toMatch(/\/$/);
});

test('the hero shows its poster for people who asked for less motion, and its looping video for the others', async ({ browser }) => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const page = await browser.newPage({ reducedMotion });
    await page.goto('/');
    await appReady(page);
    const hero = page.locator('.home-hero');
    if (reducedMotion === 'reduce') {
      await expect(hero.locator('img.home-hero__video')).toHaveAttribute('src', /hero\.webp$/);
      await expect(hero.locator('video')).toHaveCount(0);
    } else {
      await expect.poll(() => hero.locator('video').evaluate((v: HTMLVideoElement) => !v.paused && v.loop && v.muted), { timeout: 15_000 }).toBe(true);
      await expect(hero.locator('img')).toHaveCount(0);
    }
    await page.close();
  }
});
