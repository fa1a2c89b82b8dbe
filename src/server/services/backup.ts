import fs from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A logical backup: every row of every table of the `public` schema, read in one snapshot (a REPEATABLE READ,
 * READ ONLY transaction), one line per row. The same file restores into PGlite or a PostgreSQL server of the
 * same schema level, so it also moves a PGlite installation onto PostgreSQL. Format (UTF-8 lines, gzip when the
 * name ends in .gz):
 *   1st line   {"format":"lesefunke-backup","version":1,"createdAt":…,"schema":<last migration>,"tables":[…]}
 *   rows       <table>\t<the row as row_to_json gives it>, tables in an order where each comes after those it references
 *   last line  end\t{"counts":{<table>:<rows>}}; a file without it is cut off, and restore refuses it
 * Not in it: the media files (MEDIA_DIR) and the configuration (SECRET!); see docs/production.md#backup-and-restore.
 */
const FORMAT = 'lesefunke-backup';
const VERSION = 1;
const END = 'end';
const BATCH = 500;

type Header = { format: string; version: number; createdAt: string; schema: string; tables: string[] };

/** A backup that cannot go where it was asked to: the operator's message, no stack trace. */
export class BackupRefused extends Error {}

const rows = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The schema level: the newest migration drizzle applied (its folder timestamp). Backup and target must agree. */
async function schemaLevel(db: Db): Promise<string> {
  const [row] = await rows<{ level: string | null }>(db, sql`SELECT max(created_at)::text AS level FROM drizzle.__drizzle_migrations`);
  return row?.level ?? 'none';
}

/** The application's tables, each after every table it references, so a restore can insert them in this order. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !DERIVED.has(name));
  const refs = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return; // a table referencing itself is one INSERT: checked at its end
    path.add(name);
    for (const r of refs) if (r.child === name) visit(r.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

const quoted = (name: string) => sql.identifier(name);

/** Tables the database keeps itself (by triggers) from the others: a restore writes them anew, a backup leaves them out. */
const DERIVED = new Set(['catalogue_state']);

/** Writes the backup to `file` (a temporary name first, renamed when complete). Answers the rows per table. */
export async function writeBackup(db: Db, file: string): Promise<Record<string, number>> {
  const partial = `${file}.partial`;
  const sink = fs.createWriteStream(partial);
  const gzip = file.endsWith('.gz') ? zlib.createGzip() : null;
  if (gzip) gzip.pipe(sink);
  const target = gzip ?? sink;
  const write = async (line: string) => {
    if (!target.write(`${line}\n`)) await once(target, 'drain');
  };
  const counts: Record<string, number> = {};
  try {
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      // one snapshot for every table: an order written meanwhile is in the backup with all its rows or not at all
      await t.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const tables = await tablesInOrder(t);
      const header: Header = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), schema: await schemaLevel(t), tables };
      await write(JSON.stringify(header));
      for (const table of tables) {
        counts[table] = 0;
        // a cursor, so a table of millions of tracking rows never sits in memory at once
        await t.execute(sql`DECLARE lf_backup NO SCROLL CURSOR FOR SELECT row_to_json(x)::text AS r FROM ${quoted(table)} x`);
        for (;;) {
          const batch = await rows<{ r: string }>(t, sql`FETCH ${sql.raw(String(BATCH))} FROM lf_backup`);
          for (const { r } of batch) await write(`${table}\t${r}`);
          counts[table] += batch.length;
          if (batch.length < BATCH) break;
        }
        await t.execute(sql`CLOSE lf_backup`);
      }
    });
    await write(`${END}\t${JSON.stringify({ counts })}`);
    target.end();
    await once(sink, 'finish');
    fs.renameSync(partial, file);
    return counts;
  } catch (err) {
    target.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/**
 * The file's lines. The iterator is taken at once: readline reads from the start, and a line it emits before
 * anyone iterates (while a PostgreSQL connection is taken for the transaction, say) would be lost.
 */
function lines(file: string) {
  const source = fs.createReadStream(file);
  const input = file.endsWith('.gz') ? source.pipe(zlib.createGunzip()) : source;
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  return { lines: reader[Symbol.asyncIterator](), close: () => reader.close() };
}

/**
 * Loads a backup into this database, in one transaction: a cut-off file, another schema level or a row the
 * database refuses changes nothing. A database that holds any row is refused unless `force` (then every table is
 * emptied first). Identity counters continue after the restored ids. Answers the rows per table.
 */
export async function restoreBackup(db: Db, file: string, opts: { force: boolean }): Promise<Record<string, number>> {
  if (!fs.existsSync(file)) throw new BackupRefused(`Die Datei ${file} gibt es nicht.`);
  return loadInto(db, file, opts.force);
}

async function loadInto(db: Db, file: string, force: boolean): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const reader = lines(file);
    try {
      return await load(tx as unknown as Db, file, reader.lines, force);
    } finally {
      reader.close();
    }
  });
}

async function load(t: Db, file: string, reader: AsyncIterableIterator<string>, force: boolean): Promise<Record<string, number>> {
  const tables = await tablesInOrder(t);
  let header: Header | undefined;
  let end: { counts: Record<string, number> } | undefined;
  const counts: Record<string, number> = {};
  let batchTable = '';
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    // json_populate_recordset turns each JSON row back into the table's own types (timestamps, jsonb, tsvector, …)
    await t.execute(
      sql`INSERT INTO ${quoted(batchTable)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted(batchTable)}, ${`[${batch.join(',')}]`}::json)`,
    );
    counts[batchTable] = (counts[batchTable] ?? 0) + batch.length;
    batch = [];
  };
  for await (const line of reader) {
    if (!header) {
      header = readHeader(line);
      await checkTarget(t, header, tables, force);
      continue;
    }
    if (end) throw new BackupRefused('Nach dem Ende der Sicherung stehen noch Zeilen: die Datei ist beschädigt.');
    const tab = line.indexOf('\t');
    const table = line.slice(0, tab);
    if (table === END) {
      await flush();
      end = JSON.parse(line.slice(tab + 1)) as { counts: Record<string, number> };
      continue;
    }
    if (tab < 0 || !tables.includes(table)) throw new BackupRefused(`Unbekannte Zeile in der Sicherung (Tabelle „${table.slice(0, 40)}“).`);
    if (table !== batchTable || batch.length >= BATCH) {
      await flush();
      batchTable = table;
    }
    batch.push(line.slice(tab + 1));
  }
  if (!header) throw new BackupRefused(`${file} ist leer.`);
  if (!end) throw new BackupRefused(`${file} ist unvollständig (das Ende fehlt): abgebrochene Sicherung oder beschädigte Datei. Nichts wurde geändert.`);
  for (const table of tables) {
    if ((counts[table] ?? 0) !== (end.counts[table] ?? 0)) {
      throw new BackupRefused(`${file}: In ${table} stehen ${counts[table] ?? 0} statt ${end.counts[table]} Zeilen. Nichts wurde geändert.`);
    }
  }
  await continueIdentities(t);
  return counts;
}

function readHeader(line: string): Header {
  let header: Header | undefined;
  try {
    header = JSON.parse(line) as Header;
  } catch {
    // reported below
  }
  if (header?.format !== FORMAT) throw new BackupRefused('Das ist keine Lesefunke-Sicherung (npm run admin -- backup).');
  if (header.version !== VERSION) throw new BackupRefused(`Sicherungsformat ${header.version} kennt diese Version nicht (nur ${VERSION}).`);
  return header;
}

async function checkTarget(db: Db, header: Header, tables: string[], force: boolean) {
  const level = await schemaLevel(db);
  if (header.schema !== level || header.tables.join() !== tables.join()) {
    throw new BackupRefused(
      `Die Sicherung hat einen anderen Datenbank-Stand (${header.schema}) als diese Lesefunke-Version (${level}). ` +
        'Stellen Sie sie mit der Version wieder her, die sie geschrieben hat, und aktualisieren Sie danach.',
    );
  }
  const filled: string[] = [];
  for (const table of tables) {
    const [row] = await rows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS any`);
    if (row.any) filled.push(table);
  }
  if (filled.length === 0) return;
  if (!force) {
    throw new BackupRefused(
      `Die Datenbank ist nicht leer (${filled.join(', ')}). Wiederherstellen nur in eine leere Datenbank, ` +
        'oder mit --force: dann wird ALLES darin gelöscht und durch die Sicherung ersetzt.',
    );
  }
  await db.execute(sql`TRUNCATE ${sql.join(tables.map(quoted), sql`, `)} RESTART IDENTITY CASCADE`);
}

/** The next generated id follows the highest restored one, or a new account would collide with a restored one. */
async function continueIdentities(db: Db) {
  const identities = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'`,
  );
  for (const { table, column } of identities) {
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), COALESCE((SELECT max(${quoted(column)}) FROM ${quoted(table)}), 0) + 1, false)`,
    );
  }
}
