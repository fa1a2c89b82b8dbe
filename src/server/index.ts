import fs from 'node:fs';
import path from 'node:path';
import { createApp } from './app';
import { ConfigError, loadConfig, startWarnings } from './config';
import { DatabaseUnreachable, openDatabase } from './db/client';
import { DataDirLocked } from './db/data-lock';
import { DemoPasswordInProduction, prepareData } from './seed';
import { attachLive } from './live/socket';
import { createMailer } from './mail/mailer';
import { createSite } from './site/site';
import { importRenderer, renderBundleOf } from './site/ssr';
import { listenEarly, listeningAt, runDaily } from './lifecycle';
import { retireOldTurns } from './services/turn-retention';

/** A start that cannot work: the operator reads German lines that say why, and no stack trace; exit code 1. */
function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) refuse(err.message);
    throw err;
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
  // a second server on the same data folder, or a PostgreSQL server that is not there: say so plainly
  if (err instanceof DataDirLocked) refuse(err.message);
  if (err instanceof DatabaseUnreachable) refuse(`Lesefunke startet nicht: ${err.message}`);
  throw err;
});
await prepareData(db, config).catch((err: unknown) => {
  if (!(err instanceof DemoPasswordInProduction)) throw err;
  refuse(err.message);
});
const api = createApp({ db, config, mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, devOutbox: config.devOutbox }) });

// the built app (vite build); another folder lets a test serve a build of its own, e.g. a newer service worker
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  refuse(`Lesefunke startet nicht: ${dist} enthält keine index.html; zuerst \`npm run build\` ausführen (npm start tut es), DIST_DIR nennt den Build.`);
}
// production draws its pages on the server (search engines, slow phones, the first paint) or does not start; elsewhere
// a missing or broken render bundle is said once and the browser draws the pages
if (config.env === 'production') {
  await importRenderer(dist).catch((err: Error) => refuse(`Lesefunke startet nicht: Die Seiten würden nicht auf dem Server gezeichnet: ${err.message}.`));
} else if (!fs.existsSync(renderBundleOf(dist))) {
  console.warn(`Hinweis: Die Seiten werden nicht auf dem Server gezeichnet, ${renderBundleOf(dist)} fehlt (\`npm run build\` baut ihn).`);
}

// the assets of every build served stay under DATA_DIR for a while, for pages still open on an older build
const keptAssets = config.dataDir.startsWith('memory://') ? undefined : path.join(config.dataDir, 'kept-assets');
const site = createSite({ api, db, config, dist, keptAssets });

const live = await attachLive(running.server, { db, listen, secret: config.secret, logRequests: config.logRequests });
// pupils' turns past TURN_RETENTION_DAYS become counts per story (docs/privacy.md#how-long)
const retention = runDaily('Aufbewahrung der Durchgänge', async () => {
  const retired = await retireOldTurns(db, config.turnRetentionDays);
  if (retired > 0) console.log(`${retired} Durchgänge älter als ${config.turnRetentionDays} Tage gelöscht; ihre Zahlen je Geschichte bleiben.`);
});
running.serve(site.fetch, {
  db,
  closeLive: live.close,
  closeDatabase: async () => {
    retention.stop();
    await close();
  },
});
console.log(`Lesefunke läuft auf ${listeningAt(running.server.address())}`);
for (const warning of startWarnings(config)) console.warn(warning);
