import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';

/**
 * The database of one test file: in-memory PGlite, or in the `postgres` test project (vite.config.ts, on when
 * TEST_DATABASE_URL names a PostgreSQL server) a fresh database on that server, migrated like any other and
 * dropped again at close. The same tests then prove the queries on both engines the server supports.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.LESEFUNKE_TEST_DATABASE !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('the postgres test project needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  const { default: pg } = await import('pg');
  // one per open: test files run in parallel workers, and a file may open two (code-signing's twin server)
  const name = `lesefunke_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
