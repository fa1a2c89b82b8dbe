import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { loadConfig, startWarnings } from './config';
import { openDatabase } from './db/client';
import { DataDirLocked } from './db/data-lock';
import { DemoPasswordInProduction, prepareData } from './seed';
import { attachLive } from './live/socket';
import { createMailer } from './mail/mailer';
import { createSite } from './site/site';
import { listenEarly, listeningAt } from './lifecycle';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

// listening before the database is open: a load balancer sees 503 (GET /api/ready) while migrations and the seed run
const running = listenEarly({
  port: config.port,
  host: config.host,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  onListening: (server) => console.log(`Lesefunke startet auf ${listeningAt(server.address())}`),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void running.stop().finally(() => process.exit(0));
  });
}

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
  console.error(`${dist} enthält keine index.html: erst \`npm run build\` ausführen (npm start tut das).`);
  process.exit(1);
}
// the assets of every build served stay under DATA_DIR for a while, for pages still open on an older build
const keptAssets = config.dataDir.startsWith('memory://') ? undefined : path.join(config.dataDir, 'kept-assets');
const site = createSite({ api, db, config, dist, keptAssets });

const live = await attachLive(running.server, { db, listen, secret: config.secret, logRequests: config.logRequests });
running.serve(site.fetch, { db, closeLive: live.close, closeDatabase: close });
console.log(`Lesefunke läuft auf ${listeningAt(running.server.address())}`);
for (const warning of startWarnings(config)) console.warn(warning);
