import { expect, test, type Locator, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { appReady } from './helpers';

const SUCCESS =
  'Vielen Dank für Ihre Anmeldung. Sie erhalten umgehend eine E-Mail von uns. Bitte klicken Sie hier auf den enthaltenen Link, um Ihre Anmeldung zu bestätigen.';
const FAILURE = 'Leider ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.';

type Mail = { to: string; text: string };
async function mailTo(page: Page, to: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      const { _embedded } = await (await page.request.get('/api/dev/outbox')).json();
      mail = (_embedded.mails as Mail[]).find((m) => m.to === to);
      return !!mail;
    })
    .toBe(true);
  return mail!;
}

/** What the widget does, done in Node: a challenge from the server, solved, as the base64 payload. */
async function solvedPayload(page: Page): Promise<string> {
  const challenge = (await (await page.request.get('/api/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const footerForm = (page: Page): Locator => page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });

test('the footer form signs up with a captcha solved in the browser, and the e-mail link confirms', async ({ page }) => {
  const email = `footer-${Date.now()}@example.org`;
  await page.goto('/impressum');
  await appReady(page);
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  const send = form.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  // focus starts the widget; the proof of work runs in the browser
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(form.getByText(SUCCESS).or(page.getByRole('contentinfo').getByText(SUCCESS))).toBeVisible();

  const mail = await mailTo(page, email);
  const link = /https?:\/\/\S+(\/newsletter\/bestaetigen\/[\w-]+)/.exec(mail.text)![1];
  await page.goto(link);
  await expect(page.getByText('Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Dieser Bestätigungslink ist leider ungültig oder wurde bereits verwendet.')).toBeVisible();
});

test('a replayed captcha solution is refused: by the server, and in the form with the failure text', async ({ page }) => {
  const used = await solvedPayload(page);
  const first = await page.request.post('/api/newsletter', { data: { email: `erst-${Date.now()}@example.org`, frcSolution: used } });
  expect(first.status()).toBe(200);
  const again = await page.request.post('/api/newsletter', { data: { email: `nochmal-${Date.now()}@example.org`, frcSolution: used } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ error: 'invalid_captcha', error_description: 'captcha solution was already used' });

  // the browser's own solution is swapped for the used one on its way out
  await page.route('**/api/newsletter', async (route) => {
    const body = route.request().postDataJSON();
    await route.continue({ postData: JSON.stringify({ ...body, frcSolution: used }) });
  });
  await page.goto('/impressum');
  await appReady(page);
  const form = footerForm(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('E-Mail-Adresse').fill(`replay-${Date.now()}@example.org`);
  const send = form.getByRole('button', { name: 'Senden' });
  await expect(send).toBeEnabled({ timeout: 30_000 });
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(FAILURE);
  // the spent solution is dropped: sending needs a new one
  await expect(send).toBeDisabled();
});

test('the standalone variant asks for names and consent, which starts ticked; the privacy note opens', async ({ page }) => {
  const email = `seite-${Date.now()}@example.org`;
  await page.goto('/ueber-lesefunke');
  // the form loads when its place comes into view, once the app has taken the drawn page over
  await appReady(page);
  // the section right above it
  await page.getByRole('heading', { name: 'Unsere Lieblingsgeschichten' }).scrollIntoViewIfNeeded();
  const form = page.getByRole('main').getByRole('form', { name: 'Newsletter' });
  await form.scrollIntoViewIfNeeded();
  const consent = form.getByRole('checkbox', { name: /Ich möchte den Newsletter erhalten/ });
  await expect(consent).toBeChecked();

  await form.getByRole('button', { name: 'Hinweis zum Datenschutz' }).click();
  const note = page.getByRole('dialog', { name: 'Hinweis zum Datenschutz' });
  await expect(note.getByText(/ähnliche Angebote/)).toBeVisible();
  await note.getByRole('button', { name: 'Schließen' }).click();

  await form.getByLabel('Anrede').selectOption('Frau');
  await form.getByLabel('Vorname').fill('Lea');
  await form.getByLabel('Nachname').fill('Lang');
  await form.getByLabel('E-Mail-Adresse', { exact: true }).fill(email);
  const send = form.getByRole('button', { name: 'Senden', exact: true });
  await expect(send).toBeEnabled({ timeout: 30_000 });

  await consent.uncheck();
  await send.click();
  await expect(form.getByText('Bitte stimmen Sie der Verwendung Ihrer Daten zu, um den Newsletter zu erhalten.')).toBeVisible();
  await consent.check();
  await send.click();
  await expect(page.getByRole('main').getByText(SUCCESS)).toBeVisible();
  expect((await mailTo(page, email)).text).toContain('Guten Tag Frau Lang,');
});

test('the newsletter form arrives without moving what comes after it: the footer code bar on a phone stays under the finger', async ({ page }) => {
  /** The newsletter's place in the footer or in the page, the code bar below it, and how far the bar is from its top. */
  const slot = (where: 'contentinfo' | 'main') => page.getByRole(where).locator('.newsletter-slot');
  const bar = page.getByRole('contentinfo').getByRole('button', { name: 'Schüler- & Verleihcode', exact: true });
  const height = (where: 'contentinfo' | 'main') => slot(where).evaluate((el) => el.getBoundingClientRect().height);
  const barBelowSlot = async () => (await bar.boundingBox())!.y - (await slot('contentinfo').boundingBox())!.y;

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/ueber-lesefunke');
    await appReady(page);
    // both forms still to come: the page's is far down, the footer's further
    await expect(page.getByRole('form', { name: 'Newsletter' })).toHaveCount(0);
    const before = { footer: await height('contentinfo'), main: await height('main'), bar: width < 768 ? await barBelowSlot() : 0 };
    expect(before.footer).toBeGreaterThan(250);

    await slot('main').scrollIntoViewIfNeeded();
    await slot('contentinfo').scrollIntoViewIfNeeded();
    // each form with its captcha, the last part to arrive
    for (const where of ['main', 'contentinfo'] as const) {
      await expect(page.getByRole(where).getByRole('form', { name: 'Newsletter' }).getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeVisible();
      await expect(slot(where).locator('altcha-widget .altcha')).toBeVisible();
    }
    expect({ footer: await height('contentinfo'), main: await height('main'), bar: width < 768 ? await barBelowSlot() : 0 }).toEqual(before);
  }
  // and the bar, tapped where it stands, opens
  await page.setViewportSize({ width: 390, height: 800 });
  await bar.click();
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
});
