// Accessibility (docs/interface.md#labels): axe with the WCAG 2.2 AA tags finds no serious or critical violation on the main pages, for a
// guest and for a signed-in teacher, in each of the three themes (docs/interface.md#themes); the code popup is checked open too, as a
// user meets it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { OWN_THEME_KEY, THEMES, type Theme } from '../../src/shared/domain/theme';
import { accountButton, appReady, DEMO_PASSWORD, submitLogin } from './helpers';

// three axe runs a page (one per theme) take 10–15 s on a quiet two-core machine and twice that beside the other
// worker: the default 30 s was the machine's load, not the page
test.describe.configure({ timeout: 60_000 });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OWNER = 'owner@lesefunke.test'; // Sabine Sommer, docs/demo-data.md#accounts

const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'story page', path: '/boardstory/die-mutige-maus' },
  { name: 'catalogue', path: '/boardstories' },
  { name: 'login', path: '/login' },
  { name: 'account page', path: '/account' },
  { name: 'class results', path: '/auswertung' },
];

/**
 * Switches the page to `theme` in place, as the header's "Darstellung" does (the stored choice and <html data-theme>), with
 * the colour transitions off: axe must read the colours the theme ends at. Waiting for the transitions was not
 * enough: a section drawn only near the screen (content-visibility: auto) is restyled when axe asks for its colours,
 * and a button's background there was read at the start of its transition, in the theme before. No navigation, so
 * checking a page in three themes costs two more axe runs only.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate(
    async ({ key, theme }) => {
      if (!document.getElementById('axe-no-transitions')) {
        const style = Object.assign(document.createElement('style'), { id: 'axe-no-transitions' });
        style.textContent = '*, *::before, *::after { transition: none !important; }';
        document.head.append(style);
      }
      localStorage.setItem(key, theme);
      document.documentElement.dataset.theme = theme;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { key: OWN_THEME_KEY, theme },
  );
}

/** A theme changes colours only: in the two beyond Standard, axe runs just its colour rules (a third of the time). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on what the page shows now: every rule in Standard, the colour rules in Hoher Kontrast and Dunkel; fails
 * with one line per serious or critical finding and its elements.
 */
async function expectNoSeriousViolations(page: Page, scope?: string) {
  const report: string[] = [];
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    let builder = theme === 'standard' ? new AxeBuilder({ page }).withTags(WCAG_TAGS) : new AxeBuilder({ page }).withRules(COLOUR_RULES);
    if (scope) builder = builder.include(scope);
    const { violations } = await builder.analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    report.push(
      ...serious.map(
        (v) =>
          `${theme}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`,
      ),
    );
  }
  expect(report, `axe on ${page.url()}`).toEqual([]);
}

/** The page has rendered its content (not the pending spinner) and its images and fonts have settled. */
async function settle(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const { name, path } of PAGES) {
  test(`axe: the ${name} (${path}) as a guest has no serious or critical violation`, async ({ page }) => {
    await page.goto(path);
    await settle(page);
    await expectNoSeriousViolations(page);
  });

  test(`axe: the ${name} (${path}) signed in has no serious or critical violation`, async ({ page }) => {
    await submitLogin(page, OWNER, DEMO_PASSWORD);
    await expect(accountButton(page, /Sabine|Sommer/)).toBeVisible();
    await page.goto(path);
    await settle(page);
    await expectNoSeriousViolations(page);
  });
}

test('axe: a CMS page with a video carousel (/ueber-lesefunke) as a guest has no serious or critical violation', async ({ page }) => {
  await page.goto('/ueber-lesefunke');
  await settle(page);
  await expectNoSeriousViolations(page);
});

test('axe: the open code popup of the floating button has no serious or critical violation', async ({ page }) => {
  await page.goto('/boardstories');
  await appReady(page);
  await settle(page);
  await page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe: a phone-sized guest visit (floating button, burger menu) has no serious or critical violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await settle(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('banner').getByRole('button', { name: /Menü/ }).click();
  await expectNoSeriousViolations(page);
});

// 320 px is the width WCAG's reflow asks content to fit without scrolling sideways; 360 px a common phone
for (const width of [320, 360]) {
  test(`at ${width} px a guest's header fits the screen: no sideways scroll, every control on it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 640 });
    await page.goto('/');
    await appReady(page);
    const banner = page.getByRole('banner');
    const controls = [
      banner.getByRole('button', { name: /Menü/ }),
      banner.getByRole('link', { name: 'Anmelden', exact: true }),
      banner.getByRole('link', { name: 'Jetzt testen!' }),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      const name = (await control.textContent()) ?? '';
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      expect(box.height, name).toBeGreaterThanOrEqual(24);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

for (const viewport of [
  // wide enough for the badges and the copyright to share a line: the copyright then ends at the right edge
  { width: 600, height: 900 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width}×${viewport.height} the floating code button, scrolled to the end, leaves the copyright line free`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/boardstories');
    await appReady(page);
    await settle(page);
    const button = page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' });
    // an SVG icon, not an emoji that a device without an emoji font shows as an empty box
    await expect(button.locator('svg')).toHaveCount(1);
    await expect(button).toHaveText('');
    // scrolled to the very end once the page stops growing (lazy images and late sections make it longer)
    let lastHeight = 0;
    await expect
      .poll(async () => {
        const { atEnd, height } = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const height = document.documentElement.scrollHeight;
          return { atEnd: Math.ceil(window.scrollY + window.innerHeight) >= height, height };
        });
        const settled = atEnd && height === lastHeight;
        lastHeight = height;
        return settled;
      })
      .toBe(true);
    const copyright = page.getByRole('contentinfo').getByText(/^©/);
    await expect(copyright).toBeInViewport();
    // measured at the very end again each time: on a busy machine a late picture can still lengthen the page
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const [c, b] = [await copyright.boundingBox(), await button.boundingBox()];
          if (!c || !b) return 'not laid out';
          return c.x < b.x + b.width && b.x < c.x + c.width && c.y < b.y + b.height && b.y < c.y + c.height;
        },
        { message: 'the copyright line and the floating button overlap' },
      )
      .toBe(false);
  });
}
