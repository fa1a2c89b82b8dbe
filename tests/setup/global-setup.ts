// Playwright global setup: one real server with a fresh database for the whole run.
// playwright.config.ts picks the port (so every worker knows the base URL); dist/ must be built first.
import fs from 'node:fs';
import { startServer } from './server';

export default async function globalSetup() {
  if (process.env.E2E_EXTERNAL_SERVER) return undefined; // testing a server someone already started
  if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before `npm run test:e2e`.');
  // E2E_WORDPRESS=1: the server proxies its content API to the local WordPress of scripts/wordpress/setup.sh
  // (with the demo application password that setup.sh gives its admin, so an administrator sees previews)
  const wordpress: Record<string, string> =
    process.env.E2E_WORDPRESS === '1'
      ? { CMS_BASE: process.env.CMS_BASE ?? 'http://127.0.0.1:8089/wp-json', CMS_PREVIEW_AUTH: process.env.CMS_PREVIEW_AUTH ?? 'admin:LesefunkeDemoVorschau26x' }
      : { CMS_BASE: '/cms/wp-json' };
  const server = await startServer({ port: Number(process.env.E2E_PORT), env: wordpress });
  return () => server.stop();
}
