// Budget (docs/performance.md#budgets): /lizenzen and /order load no video.js, games or QR code, and each page's own JavaScript
// (beyond what every page of a guest, or of a signed-in user for /order, loads) stays at most 60 KB gzip. Measured as the browser receives it.
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumPath } from '../setup/chromium';
import { takenOver } from '../setup/take-over';

export const LICENCE_PAGE_JS_BUDGET = 60_000;

type Script = { url: string; gzip: number; body: string };

// strings found only in video.js, only in the games and only in the qrcode package
const MARKS = { videojs: 'vjs-tech', games: 'Auf zur Suche', qrcode: 'Invalid QR Code version' } as const;

async function scriptsOf(context: BrowserContext, url: string, ready: (page: import('@playwright/test').Page) => Promise<void>) {
  const page = await context.newPage();
  const pending: Promise<Script>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok())
      pending.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, body: body.toString() })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  const scripts = await Promise.all(pending);
  await page.close();
  return scripts;
}

export type PageSize = { path: string; own: number; files: number; heavy: string[] };

/** The own JavaScript of /lizenzen (as a guest) and /order (signed in as owner@, renewing the school licence). */
export async function licencePageSizes(url: string): Promise<PageSize[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    // what every page loads: the front page once the app has taken it over (a drawn page's scripts load once
    // someone is there, src/main.tsx)
    const frontPage = (ready?: (page: import('@playwright/test').Page) => Promise<unknown>) =>
      scriptsOf(context, `${url}/`, async (page) => {
        await takenOver(page);
        await ready?.(page);
      });
    const measure = (path: string, scripts: Script[], shared: Script[]): PageSize => {
      const shell = new Set(shared.map((s) => s.url));
      const own = scripts.filter((s) => !shell.has(s.url));
      const heavy = Object.entries(MARKS)
        .filter(([, mark]) => scripts.some((s) => s.body.includes(mark)))
        .map(([name]) => name);
      return { path, own: own.reduce((n, s) => n + s.gzip, 0), files: own.length, heavy };
    };
    const guestShell = await frontPage();
    const licences = await scriptsOf(context, `${url}/lizenzen`, async (page) => {
      await page.getByRole('heading', { name: 'Eine Übersicht unserer Lizenzen' }).waitFor();
      await takenOver(page);
    });

    const login = await context.request.post(`${url}/auth/login`, { data: { username: 'owner@lesefunke.test', password: 'Lesefunke2026!' } });
    if (!login.ok()) throw new Error(`login for the /order benchmark failed: ${login.status()}`);
    const list = (await (await context.request.get(`${url}/api/licenses`)).json())._embedded.licenses as { id: number; kind: string }[];
    const school = list.find((l) => l.kind === 'SCHOOL')!;
    // a signed-in user's every page also saves its answers on the device, which loads the local database's module
    // (Dexie) a moment after the first screen: counted with /order in some runs and not in others (38 or 69 KB)
    const signedInShell = await frontPage((page) =>
      page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/local-db-dexie-[^/]+\.js$/.test(r.name))),
    );
    const order = await scriptsOf(context, `${url}/order?licenseId=${school.id}`, (page) => page.getByText('Bestellung prüfen').first().waitFor());
    return [measure('/lizenzen', licences, guestShell), measure('/order', order, signedInShell)];
  } finally {
    await browser.close();
  }
}
