import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder, openDatabase, type Database } from '../db/client';

/** Every file of the migrations folder, for the template's name: a changed migration makes a new template. */
function migrationsHash(folder = migrationsFolder, hash = createHash('sha256')) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(folder, entry.name);
    hash.update(entry.name);
    if (entry.isDirectory()) migrationsHash(file, hash);
    else hash.update(fs.readFileSync(file));
  }
  return hash;
}

/**
 * A dump of an empty PGlite database with every migration applied, made once per set of migrations and PGlite
 * version and kept in the system's temporary folder: a test file's database starts from it instead of PGlite's
 * initdb (about 5 s each, a fifth of the server tests' time). Workers making it at once each write their own file
 * and rename it into place, so none reads half a file.
 */
async function migratedTemplate(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  // its package.json is not among the package's exports, so it is read where npm put it
  const pglitePackage = fileURLToPath(new URL('../../../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  const name = migrationsHash().update(fs.readFileSync(pglitePackage)).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `lesefunke-test-db-${name}.tar`);
  if (!fs.existsSync(file)) {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  }
  return new Blob([fs.readFileSync(file)]);
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, as `createdb` makes one: its address, and a way to drop it
 * (connections still open are ended).
 */
export async function createServerDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('the postgres test project needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  const { default: pg } = await import('pg');
  // one per call: test files run in parallel workers, and a file may open two (code-signing's twin server)
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
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The database of one test file: in-memory PGlite, or in the `postgres` test project (vite.config.ts, on when
 * TEST_DATABASE_URL names a PostgreSQL server) a fresh database on that server, migrated like any other and
 * dropped again at close. The same tests then prove the queries on both engines the server supports.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.LESEFUNKE_TEST_DATABASE !== 'postgres') return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  const { url, drop } = await createServerDatabase();
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
