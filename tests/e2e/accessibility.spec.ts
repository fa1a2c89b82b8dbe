// Issue 12: axe with the WCAG 2.2 AA tags finds no serious or critical violation on the main pages, for a
// guest and for a signed-in teacher; the code popup is checked open too, as a user meets it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, submitLogin } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const OWNER = 'owner@lesefunke.test'; // Sabine Sommer, CONTRACT §4

const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'story page', path: '/boardstory/die-mutige-maus' },
  { name: 'catalogue', path: '/boardstories' },
  { name: 'login', path: '/login' },
  { name: 'account page', path: '/account' },
];

/** Runs axe on what the page shows now; fails with one line per serious or critical finding and its elements. */
async function expectNoSeriousViolations(page: Page, scope?: string) {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (scope) builder = builder.include(scope);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('\n')}`,
  );
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

test('axe: the open code popup of the floating button has no serious or critical violation', async ({ page }) => {
  await page.goto('/boardstories');
  await settle(page);
  await page.getByRole('button', { name: 'Schüler- & Verleihcode eingeben' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('axe: a phone-sized guest visit (floating button, burger menu) has no serious or critical violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/boardstory/die-mutige-maus');
  await settle(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('banner').getByRole('button', { name: /Menü/ }).click();
  await expectNoSeriousViolations(page);
});
