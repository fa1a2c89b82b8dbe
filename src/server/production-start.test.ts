import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { users } from './db/schema';
import { DEMO_MEDIA_DIR, DemoPasswordInProduction, prepareData, seedIfEmpty } from './seed';
import { DEMO_EMAILS } from './seed/accounts';
import { deactivateAccount } from './services/operator-accounts';
import { renderBundleOf } from './site/ssr';
import { PRODUCTION } from './testing/production-env';

// Production data (docs/production.md#production-start): the real server, started as an operator would, seeds
// nothing, and refuses to start while a demo account still has the README's password, with unsafe settings, without
// its server rendering or without its database, each time in one German line.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-production-'));
// A build outside the checkout, as deploy/README.md allows (DIST_DIR): its index.html and a stand-in render bundle
// that, like the real one (vite.config.ts), leaves jsdom to the server. No node_modules lies above this folder.
const dist = path.join(root, 'dist');
fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>');
fs.writeFileSync(
  renderBundleOf(dist),
  `import { JSDOM } from 'jsdom';
export async function renderPage(url) {
  const { document } = new JSDOM('<main><h1></h1></main>').window;
  document.querySelector('h1').textContent = 'Mit jsdom gezeichnet: ' + url;
  return { html: document.body.innerHTML, head: [], state: { mutations: [], queries: [] } };
}
`,
);
// two PGlite data folders and the demo media: thousands of files, whose removal outlasts 10 s on a busy machine
afterAll(() => fs.promises.rm(root, { recursive: true, force: true }), 60_000);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A child process of this repository (the server or `npm run admin`), its output kept for the assertions. */
function run(script: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, LOG_REQUESTS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('a production start', () => {
  let server: ReturnType<typeof run>;
  let url: string;
  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = run('src/server/index.ts', [], { ...PRODUCTION, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'empty'), DIST_DIR: dist });
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline && server.child.exitCode === null) {
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`the server did not start:\n${server.output()}`);
  }, 200_000);
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('migrates an empty database and creates no demo accounts, stories or content', async () => {
    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@lesefunke.test', password: 'Lesefunke2026!' }),
    });
    expect(login.status).toBe(401);
    const stories = (await (await fetch(`${url}/api/boardstories`)).json()) as { _embedded: { boardstories: unknown[] } };
    expect(stories._embedded.boardstories).toEqual([]);
    expect(await (await fetch(`${url}/cms/wp-json/wp/v2/posts`)).json()).toEqual([]);
    expect(server.output()).not.toContain('Demo-Daten angelegt');
  });

  it('draws its pages on the server from a build outside the checkout', async () => {
    const html = await (await fetch(`${url}/`)).text();
    expect(html).toContain('<div id="root"><main><h1>Mit jsdom gezeichnet: /</h1></main></div>');
    expect(server.output()).not.toContain('nicht auf dem Server gezeichnet');
  });
});

/** A production start that must not happen: its exit code and output, once it has ended. */
async function refusedStart(env: Record<string, string | undefined>) {
  const start = run('src/server/index.ts', [], { ...PRODUCTION, PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'refused'), DIST_DIR: dist, ...env });
  return { code: await start.exited, output: start.output() };
}

describe('a production start with unsafe settings', () => {
  it('refuses the development secret and a weak one, and says how to make one', async () => {
    for (const SECRET of ['lesefunke-development-secret-not-for-production', 'a'.repeat(32)]) {
      const { code, output } = await refusedStart({ SECRET });
      expect(code, output).toBe(1);
      expect(output).toMatch(/^Ungültige Konfiguration: SECRET: .*`openssl rand -base64 48`\n$/);
    }
  }, 120_000);

  it('refuses to run without an https PUBLIC_URL', async () => {
    for (const PUBLIC_URL of [undefined, 'http://lesen.schule.example']) {
      const { code, output } = await refusedStart({ PUBLIC_URL });
      expect(code, output).toBe(1);
      expect(output).toMatch(/^Ungültige Konfiguration: PUBLIC_URL: [^\n]*https:\/\/[^\n]*\n$/);
    }
  }, 120_000);

  it('refuses a build without its server rendering, or whose render bundle does not load', async () => {
    const clientOnly = path.join(root, 'client-only');
    fs.mkdirSync(clientOnly);
    fs.copyFileSync(path.join(dist, 'index.html'), path.join(clientOnly, 'index.html'));
    const missing = await refusedStart({ DIST_DIR: clientOnly });
    expect(missing.code, missing.output).toBe(1);
    expect(missing.output).toContain(
      `\nLesefunke startet nicht: Die Seiten würden nicht auf dem Server gezeichnet: ${renderBundleOf(clientOnly)} fehlt: ` +
        '`npm run build` baut ihn (vite build und vite build --ssr), DIST_DIR nennt den ganzen Build.\n',
    );

    fs.mkdirSync(path.join(clientOnly, 'server'));
    fs.writeFileSync(renderBundleOf(clientOnly), "import 'ein-paket-das-es-nicht-gibt';\nexport const renderPage = () => null;\n");
    const broken = await refusedStart({ DIST_DIR: clientOnly });
    expect(broken.code, broken.output).toBe(1);
    expect(broken.output).toMatch(/^Lesefunke startet nicht: Die Seiten würden nicht auf dem Server gezeichnet: \S+entry-server\.mjs lädt nicht \([^\n]*ein-paket-das-es-nicht-gibt[^\n]*\)\.\n$/m);
    expect(broken.output).not.toMatch(/^\s+at /m);
  }, 120_000);

  it('says in one German line that the database of DATABASE_URL does not answer', async () => {
    const port = await freePort();
    const { code, output } = await refusedStart({ DATABASE_URL: `postgres://lesefunke:geheim@127.0.0.1:${port}/lesefunke` });
    expect(code, output).toBe(1);
    // no stack trace, no English error of a library
    expect(output).not.toMatch(/^\s+at |Error|pg-pool/m);
    expect(output).toContain(
      `Lesefunke startet nicht: Die Datenbank aus DATABASE_URL (postgres://lesefunke:***@127.0.0.1:${port}/lesefunke) ist nicht erreichbar: ` +
        'an diesem Rechner und Port nimmt niemand Verbindungen an. Prüfen Sie in DATABASE_URL Rechner, Port, Benutzer, Passwort und Datenbanknamen, und ob der PostgreSQL-Server läuft.\n',
    );
    expect(output).not.toContain('geheim');
  }, 60_000);
});

describe('demo data in production', () => {
  it('comes with `npm run admin -- demo-data`, media included, and then the server refuses to start and says how to fix it', async () => {
    const dataDir = path.join(root, 'demo');
    const mediaDir = path.join(root, 'media');
    const demo = run('src/server/cli/admin.ts', ['demo-data'], { ...PRODUCTION, DATA_DIR: dataDir, MEDIA_DIR: mediaDir });
    expect(await demo.exited, demo.output()).toBe(0);
    expect(demo.output()).toContain(`Demo-Mediendateien nach ${mediaDir} kopiert`);
    const video = fs.readdirSync(path.join(DEMO_MEDIA_DIR, 'videos'))[0];
    expect(fs.readFileSync(path.join(mediaDir, 'videos', video))).toEqual(fs.readFileSync(path.join(DEMO_MEDIA_DIR, 'videos', video)));

    const again = run('src/server/cli/admin.ts', ['demo-data'], { ...PRODUCTION, DATA_DIR: dataDir, MEDIA_DIR: mediaDir });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain('Die Datenbank enthält schon Konten.');

    const start = run('src/server/index.ts', [], { ...PRODUCTION, PORT: String(await freePort()), DATA_DIR: dataDir, DIST_DIR: dist });
    expect(await start.exited).toBe(1);
    expect(start.output()).toContain('Lesefunke startet nicht: Diese Demo-Konten haben noch das öffentliche Passwort aus der README: abgelaufen@lesefunke.test, admin@lesefunke.test, ');
    expect(start.output()).toContain('npm run admin -- deactivate admin@lesefunke.test');
  }, 400_000);
});

describe('the start check', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const log = console.log;
    console.log = () => {};
    try {
      await seedIfEmpty(database.db, loadConfig({ NODE_ENV: 'test' }));
    } finally {
      console.log = log;
    }
  }, 120_000);
  afterAll(() => database.close());
  const production = loadConfig(PRODUCTION);

  it('lets production start once every demo account is deactivated or has another password', async () => {
    await expect(prepareData(database.db, production)).rejects.toThrow(DemoPasswordInProduction);
    const [changed, ...rest] = DEMO_EMAILS;
    await database.db.update(users).set({ passwordHash: await hash('Ein-eigenes-Passwort-1') }).where(eq(users.email, changed));
    for (const email of rest.slice(1)) await deactivateAccount(database.db, email);
    await expect(prepareData(database.db, production)).rejects.toThrow(`README: ${rest[0]}.`);
    await deactivateAccount(database.db, rest[0]);
    await expect(prepareData(database.db, production)).resolves.toBeUndefined();
  }, 60_000);
});
