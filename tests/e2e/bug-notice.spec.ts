import { expect, test, type Page } from '@playwright/test';
import { loginAsTeacher } from './content-helpers';

/**
 * The demo content has the notice switched off; these tests switch it on in the options the browser receives:
 * in the page's own data (the server puts the options into the HTML) and in the API's answer when asked again.
 */
async function activateNotice(page: Page, content: string) {
  await page.route(
    (url) => !/^\/(api|auth|cms|media|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const html = (await res.text())
        .replace('"bug_popup_active":false', '"bug_popup_active":true')
        .replace(/"bug_popup_content":"(?:[^"\\]|\\.)*"/, `"bug_popup_content":${JSON.stringify(content).replace(/</g, '\\u003c')}`);
      // the body is decoded here: sent on without the server's compression headers
      const headers = Object.fromEntries(Object.entries(res.headers()).filter(([k]) => !/^(content-encoding|content-length)$/i.test(k)));
      await route.fulfill({ status: res.status(), headers, body: html });
    },
  );
  await page.route('**/cms/wp-json/acf/v3/options/options?*', async (route) => {
    try {
      const res = await route.fetch();
      const body = await res.json();
      await route.fulfill({ response: res, json: { acf: { ...body.acf, bug_popup_active: true, bug_popup_content: content } } });
    } catch {
      // the page left (a reload) while its request was under way: nobody waits for this answer any more
    }
  });
}

test('the bug notice appears once for a logged-in user, never for guests', async ({ page }) => {
  await activateNotice(page, '<p>Im Vollbild kann es ruckeln.</p>');
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Hinweis' })).toHaveCount(0);

  await loginAsTeacher(page);
  const notice = page.getByRole('dialog', { name: 'Hinweis' });
  await expect(notice.getByText('Im Vollbild kann es ruckeln.')).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toHaveCount(0);

  // seen: not again after a reload or on another page
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Jonas|Lehmann/ })).toBeVisible();
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Hinweis' })).toHaveCount(0);
});
