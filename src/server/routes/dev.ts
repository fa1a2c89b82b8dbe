import { Hono } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/env';

/**
 * Development helpers, mounted at /api/dev. In development on this machine (config.devOutbox) the mails
 * as sent are readable, so tests and developers can follow confirmation links; anywhere else none of this
 * exists (the API's JSON 404 answers). The mails come from the mailer's memory, never from the database,
 * whose copies hold no tokens.
 */
export function devRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  if (!config.devOutbox) return app;
  return app.get('/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ _embedded: { mails: c.var.mailer.devOutbox?.() ?? [] } });
  });
}
