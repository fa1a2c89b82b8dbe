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

const testServer = () => {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('the postgres test project needs TEST_DATABASE_URL (postgres://user@host:port/db)');
  return server;
};

const databaseUrl = (name: string) => {
  const url = new URL(testServer());
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs statements on the TEST_DATABASE_URL server's own database, on one connection (a lock lives as long as it). */
async function onServer<T>(work: (query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: testServer() });
  await client.connect();
  try {
    return await work((sql, values) => client.query(sql, values));
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the TEST_DATABASE_URL server, as `createdb` makes one, or a copy of `template`: its
 * address, and a way to drop it (connections still open are ended).
 */
export async function createServerDatabase(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // one per call: test files run in parallel workers, and a file may open two (code-signing's twin server)
  const name = `lesefunke_test_${randomBytes(6).toString('hex')}`;
  await onServer((query) => query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return { url: databaseUrl(name), drop: () => onServer(async (query) => void (await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))) };
}

/**
 * A database on the TEST_DATABASE_URL server with every migration applied, named after the migrations: a test file's
 * database is a copy of it (CREATE DATABASE … TEMPLATE, a file copy inside the server) instead of running every
 * migration again. The first worker makes it under an advisory lock, under another name, and renames it when it is
 * whole, so the others wait and no file ever copies a half-migrated database.
 */
async function migratedServerTemplate(): Promise<string> {
  const name = `lesefunke_template_${migrationsHash().digest('hex').slice(0, 16)}`;
  await onServer(async (query) => {
    await query("SELECT pg_advisory_lock(hashtext('lesefunke-test-template'))");
    if ((await query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rows.length > 0) return;
    const building = `${name}_building`;
    await query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await query(`CREATE DATABASE ${building}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(building), dataDir: 'memory://' });
    await database.close();
    await query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  });
  return name;
}

/**
 * The database of one test file: in-memory PGlite, or in the `postgres` test project (vite.config.ts, on when
 * TEST_DATABASE_URL names a PostgreSQL server) a fresh database on that server, a copy of the migrated template, and
 * dropped again at close. The same tests then prove the queries on both engines the server supports.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.LESEFUNKE_TEST_DATABASE !== 'postgres') return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
  const { url, drop } = await createServerDatabase(await migratedServerTemplate());
  // the migrator finds every migration of the template applied and only takes its lock
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
