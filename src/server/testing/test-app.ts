import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Db } from '../db/client';
import { seedIfEmpty } from '../seed';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createMailer, type Mailer } from '../mail/mailer';
import { openTestDatabase } from './test-database';

export type TestApp = { app: ReturnType<typeof createApp>; db: Db; config: Config; mailer: Mailer; close: () => Promise<void> };

/**
 * The whole server on a migrated and seeded test database (in-memory PGlite, or PostgreSQL: test-database.ts).
 * Seeding takes seconds:
 * open one per test file (beforeAll, with a long timeout) and share it.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', ...env });
  const { db, close } = await openTestDatabase();
  const log = console.log;
  console.log = () => {}; // the seed announces itself; keep test output quiet
  try {
    await seedIfEmpty(db, config);
  } finally {
    console.log = log;
  }
  const mailer = createMailer(db, { from: config.mailFrom, devOutbox: config.devOutbox });
  const app = createApp({ db, config, mailer });
  return { app, db, config, mailer, close };
}

/** Logs a demo account in and answers the `Cookie` header value that carries its session. */
export async function login(app: TestApp['app'], email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}
