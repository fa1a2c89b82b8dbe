import { expect, test } from '@playwright/test';
import { appReady } from './helpers';

test('a content page renders every section type and its controls work', async ({ page }) => {
  await page.goto('/ueber-lesefunke');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Über Lesefunke' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Wer hinter Lesefunke steht und was uns antreibt.');

  // image with caption, accordion (which opens once the app took the drawn page over)
  await expect(main.getByText('Das Lesefunke-Team in Leipzig')).toBeVisible();
  await appReady(page);
  const question = main.getByRole('button', { name: 'Was ist eine Boardstory?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // video embed and story player
  await expect(main.getByLabel('Lesefunke in 30 Sekunden')).toHaveAttribute('src', /\.mp4$/);
  await expect(main.getByRole('link', { name: 'Zur Boardstory' })).toHaveAttribute('href', '/boardstory/die-mutige-maus');

  // video grid: the category filter narrows, "Alle Kategorien" brings every video back
  const grid = main.locator('.section-video-grid');
  const videos = grid.locator('video');
  const all = await videos.count();
  await grid.getByLabel('Kategorie').selectOption('Für Bibliotheken');
  await expect(videos).toHaveCount(1);
  await grid.getByLabel('Kategorie').selectOption({ label: 'Alle Kategorien' });
  await expect(videos).toHaveCount(all);

  // image slider: buttons move it, hovering pauses it
  const slider = main.getByRole('region', { name: 'Bilder' });
  await slider.getByRole('button', { name: 'Nächstes Bild' }).click();
  await expect(slider.getByRole('button', { name: 'Bild 2' })).toHaveAttribute('aria-current', 'true');
  await slider.hover();
  await expect(slider).toHaveAttribute('data-paused', 'true');

  // video carousel and story list
  await expect(main.getByRole('region', { name: 'Aus unseren Fortbildungen' }).locator('video')).toHaveCount(5);
  const stories = main.locator('.section-story-list').getByRole('link');
  await expect(stories).toHaveCount(4);
  await expect(stories.first()).toHaveAttribute('href', '/boardstory/der-kleine-funke');
});

test('a CMS picture that fails to load shows the fallback image', async ({ page }) => {
  await page.route(/\/media\/cms\/ueber-lesefunke-team(-medium)?\.webp$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/ueber-lesefunke');
  // the app swaps the picture (a first visit's page the server drew gets it once someone is there)
  await appReady(page);
  // the hero (with a srcset) and the image section both fall back
  const pictures = page.getByRole('main').getByRole('img', { name: 'Das Lesefunke-Team vor einem Bücherregal' });
  await expect(pictures).toHaveCount(2);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', '/fallback-image.svg');
    await expect(picture).not.toHaveAttribute('srcset', /./);
  }
});

test('the image slider advances every 5000 ms and pauses while hovered', async ({ page }) => {
  await page.clock.install();
  await page.goto('/ueber-lesefunke');
  await appReady(page);
  const slider = page.getByRole('main').getByRole('region', { name: 'Bilder' });
  const current = slider.locator('.image-slider__dot[aria-current="true"]');
  await expect(current).toHaveAccessibleName('Bild 1');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(current).toHaveAccessibleName('Bild 2');
  await slider.hover();
  await page.clock.runFor(12_000);
  await expect(current).toHaveAccessibleName('Bild 2');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(current).toHaveAccessibleName('Bild 3');
});

test('the video carousel shows 3 slides above 1100 px, 2 above 700 px and 1 below, on the drawn page already', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ueber-lesefunke');
  const carousel = page.getByRole('region', { name: 'Aus unseren Fortbildungen' });
  const slide = carousel.locator('.video-carousel__slide').first();
  const track = carousel.locator('.video-carousel__track');
  const perView = async () => Math.round((await track.evaluate((el) => el.clientWidth)) / (await slide.evaluate((el) => el.getBoundingClientRect().width)));
  // the page as the server drew it, before the app took it over: the width alone decides
  for (const [width, slides] of [[1280, 3], [1101, 3], [1100, 2], [701, 2], [700, 1], [600, 1]]) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(perView, `${width} px`).toBe(slides);
  }
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  // and the same once it has
  await appReady(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(perView).toBe(3);
});

test('a menu teaser picture that fails to load shows the fallback image', async ({ page }) => {
  await page.route(/\/media\/cms\/jahreszeiten-medium\.webp$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  await appReady(page);
  const menu = page.locator('.main-menu');
  // the dropdown opens on hover; only then does the lazy picture load (and fail)
  await menu.getByRole('link', { name: 'Themenwelten', exact: true }).hover();
  await expect(menu.getByRole('img', { name: 'Themenwelt Jahreszeiten' })).toHaveAttribute('src', '/fallback-image.svg');
});

test('the image slider follows a swipe of 30 px or more and ignores a shorter slow one', async ({ page }) => {
  await page.goto('/ueber-lesefunke');
  const slider = page.getByRole('main').getByRole('region', { name: 'Bilder' });
  const current = slider.locator('.image-slider__dot[aria-current="true"]');
  await expect(current).toHaveAccessibleName('Bild 1');
  // the mouse only reaches what is on screen
  await slider.scrollIntoViewIfNeeded();
  const box = (await slider.boundingBox())!;
  const drag = async (dx: number, ms: number) => {
    const y = box.y + box.height / 3;
    const x = box.x + box.width / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    // a slow drag: the pointer rests before it moves (the mouse over the slider also pauses autoplay)
    await page.waitForTimeout(ms);
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  };
  await drag(-80, 100);
  await expect(current).toHaveAccessibleName('Bild 2');
  await drag(80, 100);
  await expect(current).toHaveAccessibleName('Bild 1');
  // 20 px over half a second: neither far nor fast enough
  await drag(-20, 500);
  await expect(current).toHaveAccessibleName('Bild 1');
});
