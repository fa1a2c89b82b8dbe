// Which Chromium the browser tests and the benchmark drive: CHROMIUM_PATH when set, else Debian's packages, else
// the one `npx playwright install chromium` downloaded. Without any of them Playwright is left to its default,
// whose error names the install command.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine without the browser's own UI. A page load costs it about half
 * the CPU of the full browser in headless mode (0.5–1.0 s against 1.5–2.2 s for a story page or the front page with
 * a fresh context, measured on the two-core machine), and the browser tests were bound by those two cores.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function chosen(): string | undefined {
  const path = process.env.CHROMIUM_PATH;
  if (path && !fs.existsSync(path)) throw new Error(`CHROMIUM_PATH=${path}: no such file`);
  return path;
}

function playwrightsOwn(): string | undefined {
  const own = chromium.executablePath();
  return own && fs.existsSync(own) ? own : undefined;
}

/** The full browser, for the benchmark: Lighthouse and the page measurements count what a user's Chromium does. */
export function chromiumPath(): string | undefined {
  return chosen() ?? (fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : playwrightsOwn());
}

/** The browser tests' Chromium: the headless shell where it is installed, else the full browser. */
export function testChromiumPath(): string | undefined {
  return chosen() ?? (fs.existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath());
}
