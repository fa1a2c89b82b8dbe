import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { createMailer } from './mail/mailer';

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
})();

const { db, close } = await openDatabase(config);
await seedIfEmpty(db, config);
const api = createApp({ db, config, mailer: createMailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom }) });

const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm start does it).');
  process.exit(1);
}
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');

const server = new Hono()
  .route('/', api)
  // hashed build files never change; everything else (sw.js, manifest, index.html) must be revalidated
  .use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  })
  .use('/*', serveStatic({ root: path.relative(process.cwd(), dist) }))
  // client routes get the shell; the app decides between a page and its 404
  .get('/*', (c) => c.html(shell, 200, { 'Cache-Control': 'no-cache' }));

const httpServer = serve({ fetch: server.fetch, port: config.port }, (info) => {
  console.log(`Lesefunke läuft auf http://localhost:${info.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    httpServer.close();
    void close().finally(() => process.exit(0));
  });
}
