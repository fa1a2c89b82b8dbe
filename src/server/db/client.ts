import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** LISTENs on a channel; the answer stops listening. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
export type Database = { db: Db; close: () => Promise<void>; listen: Listen };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** pg_advisory_lock's key for the migrations at start: any fixed number no other code of ours locks. */
export const MIGRATION_LOCK_KEY = 0x4c46_0024;

/** Why a first connection failed, in the operator's words: by the network's or PostgreSQL's error code. */
const UNREACHABLE_BECAUSE: Record<string, string> = {
  ECONNREFUSED: 'an diesem Rechner und Port nimmt niemand Verbindungen an',
  ENOTFOUND: 'den Rechnernamen gibt es nicht',
  EAI_AGAIN: 'der Rechnername lässt sich gerade nicht auflösen',
  ETIMEDOUT: 'der Rechner antwortet nicht',
  EHOSTUNREACH: 'der Rechner ist nicht erreichbar',
  ENETUNREACH: 'das Netz des Rechners ist nicht erreichbar',
  '28P01': 'Benutzer oder Passwort wurden abgelehnt',
  '28000': 'der Benutzer darf sich nicht anmelden',
  '3D000': 'diese Datenbank gibt es auf dem Server nicht',
};

/**
 * The PostgreSQL server of DATABASE_URL does not take a first connection: one German line for the operator (the
 * address without its password, the reason, what to check) instead of pg-pool's stack trace.
 */
export class DatabaseUnreachable extends Error {
  constructor(databaseUrl: string, cause: unknown) {
    const err = cause as { code?: string; message?: string; errors?: { message?: string }[] };
    const reason = (err.code && UNREACHABLE_BECAUSE[err.code]) || err.message || err.errors?.[0]?.message || String(cause);
    const shown = URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined;
    if (shown?.password) shown.password = '***';
    super(
      `Die Datenbank aus DATABASE_URL (${shown ?? 'keine gültige Adresse'}) ist nicht erreichbar: ${reason.split('\n')[0]}. ` +
        'Prüfen Sie in DATABASE_URL Rechner, Port, Benutzer, Passwort und Datenbanknamen, und ob der PostgreSQL-Server läuft.',
      { cause },
    );
  }
}

/**
 * Opens PostgreSQL: a server when DATABASE_URL is set, else embedded PGlite in dataDir
 * (or in memory for dataDir "memory://", used by the server tests, starting from `loadDataDir` if given). Migrations run on every open, on PostgreSQL
 * under an advisory lock; PGlite has one process anyway (data-lock.ts).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; loadDataDir?: Blob }): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // an idle connection the server ended (a restart, an administrator, a dropped test database) is replaced by
    // the pool on the next query; unhandled, its error event would end the whole process
    pool.on('error', (err) => console.warn(`PostgreSQL: an idle connection was closed (${err.message})`));
    const db = drizzle(pool, { schema });
    // processes starting together (several behind nginx, a restart of all) migrate one after the other: the others
    // wait on the lock, then find every migration applied. It is the connection's own, released with it at the latest.
    const locked = await pool.connect().catch(async (err: unknown) => {
      await pool.end().catch(() => {});
      throw new DatabaseUnreachable(opts.databaseUrl!, err);
    });
    try {
      await locked.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrate(db, { migrationsFolder });
    } finally {
      await locked.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      locked.release();
    }
    const listener = pgListener(() => new pg.Client({ connectionString: opts.databaseUrl }));
    return {
      db: db as unknown as Db,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(opts.dataDir, { recursive: true });
  // PGlite is one process's database: a second one on the folder would silently lose the other's writes
  const unlock = inMemory ? () => {} : lockDataDir(opts.dataDir);
  // loadDataDir: a dump of a migrated database (the server tests start from one, testing/test-database.ts), so
  // PGlite skips its initdb, about 5 s of each test file's start
  const client = inMemory ? new PGlite({ loadDataDir: opts.loadDataDir }) : new PGlite(path.join(opts.dataDir, 'pglite'));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    close: () => client.close().finally(unlock),
  };
}

type PgClient = import('pg').Client;

/**
 * LISTEN needs a connection of its own for as long as it listens: a pooled one would be handed to other
 * queries and recycled. One client carries every channel; when it drops (a server restart, a network cut)
 * a new one LISTENs again after a pause. Notifications sent while it is down are lost, which live
 * updates can afford: the next change or the next refetch brings the data.
 */
function pgListener(connect: () => PgClient) {
  const channels = new Map<string, Set<(payload: string) => void>>();
  let client: PgClient | null = null;
  let ready: Promise<PgClient> | null = null;
  let closed = false;

  const open = (): Promise<PgClient> => {
    const c = connect();
    c.on('notification', (msg) => channels.get(msg.channel)?.forEach((fn) => fn(msg.payload ?? '')));
    const reconnect = () => {
      if (client !== c || closed) return;
      client = null;
      ready = null;
      c.end().catch(() => {});
      setTimeout(() => {
        if (!closed && !ready && channels.size > 0) void connected().catch(() => {});
      }, 1_000).unref();
    };
    c.on('error', (err) => {
      console.error('live listener lost its database connection', err.message);
      reconnect();
    });
    c.on('end', reconnect);
    client = c;
    return c
      .connect()
      .then(async () => {
        for (const channel of channels.keys()) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
        return c;
      })
      .catch((err: Error) => {
        reconnect();
        throw err;
      });
  };
  const connected = () => (ready ??= open());

  const listen: Listen = async (channel, onPayload) => {
    const isNew = !channels.has(channel);
    const set = channels.get(channel) ?? new Set();
    set.add(onPayload);
    channels.set(channel, set);
    const c = await connected();
    // a connection opened since already LISTENs on it; a second LISTEN is a no-op
    if (isNew) await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || channels.get(channel) !== set) return;
      channels.delete(channel);
      await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
    };
  };
  const close = async () => {
    closed = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
  return { listen, close };
}
