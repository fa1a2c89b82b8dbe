import { chromiumPath } from '../setup/chromium';
import { chromium } from '@playwright/test';
import { freePort, startServer } from '../setup/server';
const server = await startServer({ port: await freePort() });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const t0 = Date.now();
  page.on('requestfinished', (r) => console.log(Date.now() - t0, r.resourceType(), r.url().replace(server.url, '')));
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  await page.screenshot({ path: '/tmp/js-helper/front.png', fullPage: true });
} finally { await browser.close(); await server.stop?.(); process.exit(0); }
