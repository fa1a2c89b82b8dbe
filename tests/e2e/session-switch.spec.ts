import { expect, test } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, guestLoginLink, submitLogin } from './helpers';

// A classroom tablet: two teachers log in one after the other. Every login replaces the session of the one
// before, so the earlier user's requests still under way are answered 401 by the server. Such an answer
// belongs to a session that has ended: it must be ignored, never log the next user out.
test('two users taking turns on one browser are never logged out by the other one’s late answers', async ({ page }) => {
  test.setTimeout(240_000);
  // every request reaches the real server a little late, so the previous user's start-up requests are
  // still under way when the next login replaces their session (delayed only, never answered here)
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    await route.continue().catch(() => undefined);
  });
  const users = [
    { email: 'owner@lesefunke.test', name: /Sabine|Sommer/ },
    { email: 'lehrer@lesefunke.test', name: /Jonas|Lehmann/ },
  ];
  for (let turn = 0; turn < 8; turn += 1) {
    const { email, name } = users[turn % 2];
    const previous = users[(turn + 1) % 2];
    await submitLogin(page, email, DEMO_PASSWORD);
    await expect(accountButton(page, name), `turn ${turn + 1}: ${email} is signed in`).toBeVisible();
    // the late answers of the previous session arrive now; the new user stays signed in through all of them
    await page.waitForTimeout(600);
    await expect(accountButton(page, name), `turn ${turn + 1}: ${email} is still signed in`).toBeVisible();
    await expect(accountButton(page, previous.name)).toHaveCount(0);
    await expect(guestLoginLink(page)).toHaveCount(0);
  }
});
