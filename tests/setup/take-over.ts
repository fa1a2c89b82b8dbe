// How a test or the benchmark has the app take a page over as a person at the device would.
import type { Page } from '@playwright/test';

/**
 * Someone at the device: a page the server drew for a first visit is taken over by the app once someone touches,
 * clicks, types, scrolls or moves the focus (src/main.tsx). Shift is a key that types nothing.
 */
export const someoneThere = (page: Page) => page.keyboard.press('Shift');

/** Someone at the device, then the app's mark that it has taken the page over (app.tsx). */
export async function takenOver(page: Page): Promise<void> {
  await someoneThere(page);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}
