import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Config } from '../config';
import { emailOutbox } from '../db/schema';
import type { AppEnv } from '../http/env';

const OUTBOX_SIZE = 50;

/**
 * Development helpers, mounted at /api/dev. Outside production the e-mail outbox is readable, so tests and
 * developers can follow confirmation links; in production none of this exists (the API's JSON 404 answers).
 */
export function devRoutes(config: Config) {
  const app = new Hono<AppEnv>();
  if (config.env === 'production') return app;
  return app.get('/outbox', async (c) => {
    const mails = await c.var.db
      .select({
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        html: emailOutbox.html,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(OUTBOX_SIZE);
    c.header('Cache-Control', 'no-store');
    return c.json({ _embedded: { mails } });
  });
}
