import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig, startWarnings } from './config';
import { openDatabase } from './db/client';
import { DataDirLocked } from './db/data-lock';
import { DemoPasswordInProduction, prepareData } from './seed';
import { takeTurns } from './http/take-turns';
import { attachLive } from './live/socket';
import { createMailer } from './mail/mailer';
import { createSite } from './site/site';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

const { db, close, listen } = await openDatabase(config).catch((err: unknown) => {
  // a second server on the same data folder: say so plainly, without a stack trace
  if (err instanceof DataDirLocked) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
await prepareData(db, config).catch((err: unknown) => {
  if (!(err instanceof DemoPasswordInProduction)) throw err;
  console.error(err.message);
  process.exit(1);
});
const api = createApp({ db, config, mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, devOutbox: config.devOutbox }) });

// the built app (vite build); another folder lets a test serve a build of its own, e.g. a newer service worker
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist} has no index.html: run \`npm run build\` first (npm start does it).`);
  process.exit(1);
}
const server = createSite({ api, db, config, dist });

// without createServer options this is a node:http server (its type also names the HTTP/2 ones); /live is
// attached before it listens, so no WebSocket handshake finds the port open and nobody answering
// each request waits for its turn of the event loop, so new connections are accepted under load (http/take-turns.ts)
const httpServer = createAdaptorServer({ fetch: takeTurns(server.fetch) }) as Server;
// an idle connection stays open for a minute, not Node's 5 s: a reader's next click reuses it instead of opening
// a new one (each waits for a turn to be accepted) or racing our close, which the client sees as a reset
httpServer.keepAliveTimeout = 65_000;
const live = await attachLive(httpServer, { db, listen, secret: config.secret, logRequests: config.logRequests });
httpServer.listen(config.port, config.host, () => {
  console.log(`Lesefunke läuft auf http://localhost:${(httpServer.address() as AddressInfo).port}`);
  for (const warning of startWarnings(config)) console.warn(warning);
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
