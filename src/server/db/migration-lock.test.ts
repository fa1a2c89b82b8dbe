import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedIfEmpty } from '../seed';
import { users } from './schema';
import { openDatabase, type Database } from './client';

// Several processes starting at once on one empty PostgreSQL (behind nginx, or all restarted together) must not race:
// the migrations run under an advisory lock, each exactly once, and the demo seed lands once. In the `postgres`
// test project (TEST_DATABASE_URL) the processes share one fresh database; on PGlite each open has its own.

const journal = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations', 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

/** Three opens at once of one fresh database, and a way to drop it again. */
async function openAtOnce(): Promise<{ databases: Database[]; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (process.env.LESEFUNKE_TEST_DATABASE !== 'postgres' || !server) {
    return { databases: await Promise.all([0, 1, 2].map(() => openDatabase({ dataDir: 'memory://' }))), drop: async () => {} };
  }
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const name = `lesefunke_lock_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databases = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' })));
  return { databases, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe('processes starting together', () => {
  it('all open; every migration is applied once, and the demo seed lands once', async () => {
    const { databases, drop } = await openAtOnce();
    try {
      for (const { db } of databases) {
        const rows = await db.execute<{ hash: string }>(sql`SELECT hash FROM drizzle.__drizzle_migrations`);
        const hashes = (Array.isArray(rows) ? rows : (rows as { rows: { hash: string }[] }).rows).map((row) => row.hash);
        expect(hashes).toHaveLength(journal.entries.length);
        expect(new Set(hashes).size).toBe(journal.entries.length);
      }
      const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
      const log = console.log;
      console.log = () => {}; // the seed announces itself
      try {
        await Promise.all(databases.map(({ db }) => seedIfEmpty(db, config)));
      } finally {
        console.log = log;
      }
      const [{ db }] = databases;
      const emails = (await db.select({ email: users.email }).from(users)).map((row) => row.email);
      expect(emails).toContain('owner@lesefunke.test');
      expect(new Set(emails).size).toBe(emails.length);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await drop();
    }
  }, 120_000);
});
