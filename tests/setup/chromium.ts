// Which Chromium the browser tests and the benchmark drive: CHROMIUM_PATH when set, else Debian's package at
// /usr/bin/chromium, else the one `npx playwright install chromium` downloaded. Without any of them Playwright
// is left to its default, whose error names the install command.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string | undefined {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) {
    if (!fs.existsSync(chosen)) throw new Error(`CHROMIUM_PATH=${chosen}: no such file`);
    return chosen;
  }
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = chromium.executablePath();
  return own && fs.existsSync(own) ? own : undefined;
}
