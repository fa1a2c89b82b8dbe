import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { takeTurns } from './http/take-turns';
import { attachLive } from './live/socket';
import { liveToken } from './live/token';
import { createMailer } from './mail/mailer';
import { SESSION_COOKIE } from './services/sessions';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

const { db, close, listen } = await openDatabase(config);
await seedIfEmpty(db, config);
const api = createApp({ db, config, mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }) });

const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does it).');
  process.exit(1);
}
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

/**
 * The shell of a page load carries the /live CSRF token of the browser's session (empty for a guest). Only
 * here: /index.html itself, which the service worker precaches and answers later navigations with, stays
 * as built, so no token is ever cached; the client asks /api/live-token when the meta tag is empty.
 */
const shellFor = (c: Context) => {
  const session = getCookie(c, SESSION_COOKIE);
  const token = session ? liveToken(config.secret, session) : '';
  const html = shell.replace('</head>', `<meta name="csrf-token" content="${token}" /></head>`);
  // personal once it holds a token: no shared cache may keep it
  return c.html(html, 200, { 'Cache-Control': token ? 'private, no-cache' : 'no-cache' });
};

const server = new Hono()
  .route('/', api)
  // hashed build files never change; everything else (sw.js, manifest, index.html) must be revalidated
  .use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  })
  // before the static files, which would answer / with the plain index.html
  .get('/', shellFor)
  .use('/*', serveStatic({ root: path.relative(process.cwd(), dist) }))
  // client routes get the shell; the app decides between a page and its 404
  .get('/*', shellFor);

// without createServer options this is a node:http server (its type also names the HTTP/2 ones); /live is
// attached before it listens, so no WebSocket handshake finds the port open and nobody answering
// each request waits for its turn of the event loop, so new connections are accepted under load (http/take-turns.ts)
const httpServer = createAdaptorServer({ fetch: takeTurns(server.fetch) }) as Server;
// an idle connection stays open for a minute, not Node's 5 s: a reader's next click reuses it instead of opening
// a new one (each waits for a turn to be accepted) or racing our close, which the client sees as a reset
httpServer.keepAliveTimeout = 65_000;
const live = await attachLive(httpServer, { db, listen, secret: config.secret, logRequests: config.logRequests });
httpServer.listen(config.port, () => {
  console.log(`Lesefunke läuft auf http://localhost:${(httpServer.address() as AddressInfo).port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    httpServer.close();
    void live
      .close()
      .then(close)
      .finally(() => process.exit(0));
  });
}
