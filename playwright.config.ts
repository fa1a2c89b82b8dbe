import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { testChromiumPath } from './tests/setup/chromium';

// The port is chosen once, in the main process; workers load this file again and inherit the variable.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })",
])
  .toString()
  .trim();
const baseURL = process.env.E2E_EXTERNAL_SERVER ?? `http://localhost:${process.env.E2E_PORT}`;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: testChromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
  locale: 'de-DE',
  timezoneId: 'Europe/Berlin',
};

export default defineConfig({
  globalSetup: './tests/setup/global-setup.ts',
  // two workers for two cores; the server shares them, so more would only add noise
  workers: 2,
  // a test that needs a retry is a bug to fix, not to hide
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  // A failed test keeps its trace (DOM snapshots, network, console) and one screenshot. The trace's screencast
  // was a quarter of the browser run's CPU (its frames drawn and encoded for every test, passed or not): 143 s against
  // 111 s of CPU for six e2e specs.
  use: { baseURL, trace: { mode: 'retain-on-failure', screenshots: false }, screenshot: 'only-on-failure', actionTimeout: 10_000, navigationTimeout: 20_000 },
  projects: [
    { name: 'lint', testDir: 'tests/lint' },
    // e2e without service worker: each test sees the server's current answers, not a cache
    { name: 'e2e', testDir: 'tests/e2e', use: { ...chromium, serviceWorkers: 'block' } },
    // Chromium 150 gives each new document a fresh frame host (RenderDocument), and DevTools' network emulation
    // no longer reaches it: after a reload under "Wi-Fi off" navigator.onLine said true again. Without the feature
    // a reloaded page hears that the network is gone, as a device with its Wi-Fi off does (tests/offline/offline-modes.ts).
    {
      name: 'offline',
      testDir: 'tests/offline',
      use: {
        ...chromium,
        launchOptions: { ...chromium.launchOptions, args: [...chromium.launchOptions.args, '--disable-features=RenderDocument'] },
        serviceWorkers: 'allow',
      },
    },
    // a real deployment: PostgreSQL, two processes and nginx with deploy/ (tests/deploy/stack.ts); its own servers
    { name: 'deploy', testDir: 'tests/deploy', timeout: 120_000, use: chromium },
    // the content against a real WordPress (CMS_BASE, scripts/wordpress/setup.sh): only with E2E_WORDPRESS=1,
    // which points the run's one server at it, so run it alone (`--project=wordpress`, as .ci/run does)
    ...(process.env.E2E_WORDPRESS === '1' ? [{ name: 'wordpress', testDir: 'tests/wordpress', use: { ...chromium, serviceWorkers: 'block' as const } }] : []),
  ],
});
