import fs from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import { pipeline } from 'node:stream';
import { finished } from 'node:stream/promises';
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

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The application's tables, each after every table it references, so a restore can insert them in this order.
 * The catalogue answers its rows in whatever order the planner's join yields (a database fresh from createdb and
 * one with statistics differ), so names and references are sorted first: the same schema gives the same order.
 */
async function tablesInOrder(db: Db): Promise<string[]> {
  const names = (
    await rows<{ name: string }>(db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)
  )
    .map((r) => r.name)
    .filter((name) => !DERIVED.has(name))
    .sort(byName);
  const refs = (
    await rows<{ child: string; parent: string }>(
      db,
      sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
          JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
          JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE k.contype = 'f' AND n.nspname = 'public'`,
    )
  ).sort((a, b) => byName(a.child, b.child) || byName(a.parent, b.parent));
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
  let fd: number;
  try {
    // password hashes, e-mail and postal addresses: readable by the operator's account only. The mode applies to a
    // file being created, so a leftover of an earlier attempt goes first; the rename keeps the mode. Opened at
    // once, so a missing folder is refused before the database is read.
    fs.rmSync(partial, { force: true });
    fd = fs.openSync(partial, 'w', 0o600);
  } catch (err) {
    throw fileError(err, file) ?? err;
  }
  const sink = fs.createWriteStream(partial, { fd });
  // a write the disk refuses (full, say) is kept here and ends the backup at the next line
  let failed: unknown;
  sink.on('error', (err) => (failed ??= err));
  const gzip = file.endsWith('.gz') ? zlib.createGzip() : null;
  if (gzip) pipeline(gzip, sink, (err) => (failed ??= err ?? undefined));
  const target = gzip ?? sink;
  const write = async (line: string) => {
    if (failed) throw failed;
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
    await finished(sink);
    fs.renameSync(partial, file);
    return counts;
  } catch (err) {
    target.destroy();
    fs.rmSync(partial, { force: true });
    throw fileError(err, file) ?? err;
  }
}

/** A file the system refuses (no such folder, no right to it, disk full): what to do about it, not errno's words. */
function fileError(err: unknown, file: string): BackupRefused | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return new BackupRefused(`Den Ordner von ${file} gibt es nicht; legen Sie ihn an oder wählen Sie einen anderen.`);
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new BackupRefused(`Auf ${file} darf dieser Benutzer nicht zugreifen; wählen Sie einen anderen Ort oder passen Sie die Rechte an.`);
  }
  if (code === 'ENOSPC' || code === 'EDQUOT') return new BackupRefused(`Für ${file} ist kein Platz mehr; schaffen Sie Platz oder wählen Sie einen anderen Ort.`);
  if (code === 'EISDIR') return new BackupRefused(`${file} ist ein Ordner; geben Sie den Namen einer Datei an.`);
  return undefined;
}

/**
 * The file's lines. The iterator is taken at once: readline reads from the start, and a line it emits before
 * anyone iterates (while a PostgreSQL connection is taken for the transaction, say) would be lost.
 */
function lines(file: string) {
  const source = fs.createReadStream(file);
  // pipeline, not pipe: a read error reaches the reader instead of ending the process as an unhandled event
  const input = file.endsWith('.gz') ? pipeline(source, zlib.createGunzip(), () => {}) : source;
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  return { lines: reader[Symbol.asyncIterator](), close: () => reader.close() };
}

/**
 * Loads a backup into this database, in one transaction: a cut-off file, another schema level or a row the
 * database refuses changes nothing. A database that holds any row is refused unless `force` (then every table is
 * emptied first). Identity counters continue after the restored ids. Answers the rows per table.
 */
export async function restoreBackup(db: Db, file: string, opts: { force: boolean }): Promise<Record<string, number>> {
  if (!fs.existsSync(file)) throw new BackupRefused(`Die Datei ${file} gibt es nicht; prüfen Sie Pfad und Namen der Sicherung.`);
  return loadInto(db, file, opts.force);
}

async function loadInto(db: Db, file: string, force: boolean): Promise<Record<string, number>> {
  try {
    return await db.transaction(async (tx) => {
      const reader = lines(file);
      try {
        return await load(tx as unknown as Db, file, reader.lines, force);
      } finally {
        reader.close();
      }
    });
  } catch (err) {
    throw gzipError(err, file) ?? fileError(err, file) ?? err;
  }
}

const incomplete = (file: string) =>
  new BackupRefused(
    `Die Sicherung ist unvollständig (${file} endet vor ihrem Schluss: abgebrochen oder beim Kopieren gekürzt); ` +
      'nichts wurde geändert, stellen Sie eine vollständige Sicherung wieder her.',
  );
const damaged = (file: string, what: string) =>
  new BackupRefused(`Die Sicherung ${file} ist beschädigt (${what}); nichts wurde geändert, stellen Sie eine andere Sicherung wieder her.`);

/** zlib's complaints about a .gz file: a cut-off one ends too early, anything else is damaged. */
function gzipError(err: unknown, file: string): BackupRefused | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'Z_BUF_ERROR') return incomplete(file);
  if (typeof code === 'string' && code.startsWith('Z_')) return damaged(file, 'kein lesbares gzip');
  return undefined;
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
    await t
      .execute(
        sql`INSERT INTO ${quoted(batchTable)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quoted(batchTable)}, ${`[${batch.join(',')}]`}::json)`,
      )
      .catch((err: unknown) => {
        throw refusedRows(err, file, batchTable);
      });
    counts[batchTable] = (counts[batchTable] ?? 0) + batch.length;
    batch = [];
  };
  for await (const line of reader) {
    if (!header) {
      header = readHeader(line, file);
      await checkTarget(t, header, tables, force);
      continue;
    }
    if (end) throw damaged(file, 'nach ihrem Ende stehen noch Zeilen');
    const tab = line.indexOf('\t');
    const table = line.slice(0, tab);
    if (table === END) {
      await flush();
      end = endOf(line.slice(tab + 1), file);
      continue;
    }
    if (tab < 0 || !tables.includes(table)) throw damaged(file, `eine Zeile nennt die unbekannte Tabelle „${table.slice(0, 40)}“`);
    if (table !== batchTable || batch.length >= BATCH) {
      await flush();
      batchTable = table;
    }
    batch.push(line.slice(tab + 1));
  }
  if (!header) throw new BackupRefused(`${file} ist leer; stellen Sie eine andere Sicherung wieder her.`);
  if (!end) throw incomplete(file);
  for (const table of tables) {
    if ((counts[table] ?? 0) !== (end.counts[table] ?? 0)) {
      throw damaged(file, `in ${table} stehen ${counts[table] ?? 0} statt ${end.counts[table] ?? 0} Zeilen`);
    }
  }
  await continueIdentities(t);
  return counts;
}

/** The last line: the row count of each table. */
function endOf(text: string, file: string): { counts: Record<string, number> } {
  try {
    const end = JSON.parse(text) as { counts?: unknown };
    if (end.counts && typeof end.counts === 'object') return end as { counts: Record<string, number> };
  } catch {
    // reported below
  }
  throw damaged(file, 'ihre letzte Zeile ist unlesbar');
}

/** What kind of rule a refused row broke, by its SQLSTATE: the database's own message would quote the row's values. */
const ruleBroken: Record<string, string> = {
  '23505': 'ein Eintrag steht doppelt darin',
  '23503': 'eine Zeile verweist auf eine, die fehlt',
  '23502': 'einer Zeile fehlt ein Pflichtwert',
  '23514': 'eine Zeile verletzt eine Prüfregel',
};

/**
 * A batch the database refused, as one sentence naming the table. Never the statement or the error's own text:
 * they carry the rows (password hashes, addresses), and a terminal's scrollback is no place for them.
 */
function refusedRows(err: unknown, file: string, table: string): BackupRefused {
  const cause = (err as { cause?: unknown })?.cause ?? err;
  const code = String((cause as { code?: unknown })?.code ?? '');
  const why = ruleBroken[code] ?? (code.startsWith('22') ? 'ein Wert passt nicht zu seiner Spalte' : `Fehlercode ${code || 'unbekannt'}`);
  return new BackupRefused(
    `Die Datenbank nimmt die Zeilen der Tabelle „${table}“ aus ${file} nicht an (${why}); nichts wurde geändert: ` +
      'stellen Sie eine unveränderte Sicherung in eine leere Datenbank derselben Lesefunke-Version wieder her.',
  );
}

function readHeader(line: string, file: string): Header {
  let header: Header | undefined;
  try {
    header = JSON.parse(line) as Header;
  } catch {
    // reported below
  }
  if (header?.format !== FORMAT) {
    throw new BackupRefused(`${file} ist keine Lesefunke-Sicherung; wiederherstellen lässt sich nur, was npm run admin -- backup geschrieben hat.`);
  }
  if (header.version !== VERSION) {
    throw new BackupRefused(
      `Das Sicherungsformat ${header.version} kennt diese Lesefunke-Version nicht (nur ${VERSION}); stellen Sie die Sicherung mit der Version wieder her, die sie geschrieben hat.`,
    );
  }
  return header;
}

async function checkTarget(db: Db, header: Header, tables: string[], force: boolean) {
  const level = await schemaLevel(db);
  if (header.schema !== level) {
    throw new BackupRefused(
      `Die Sicherung hat einen anderen Datenbank-Stand (${header.schema}) als diese Lesefunke-Version (${level}): ` +
        'stellen Sie sie mit der Version wieder her, die sie geschrieben hat, und aktualisieren Sie danach.',
    );
  }
  // the order is the file's own (rows stream in it); what must agree is which tables there are
  const onlyThere = header.tables.filter((table) => !tables.includes(table));
  const onlyHere = tables.filter((table) => !header.tables.includes(table));
  if (onlyThere.length > 0 || onlyHere.length > 0) {
    throw new BackupRefused(
      `Die Sicherung passt nicht zu den Tabellen dieser Datenbank (nur in der Sicherung: ${onlyThere.join(', ') || '–'}; ` +
        `nur in der Datenbank: ${onlyHere.join(', ') || '–'}): stellen Sie sie in eine mit createdb neu angelegte Datenbank wieder her, ` +
        'die nur Lesefunke selbst eingerichtet hat.',
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
      `Die Datenbank ist nicht leer (${filled.join(', ')}): stellen Sie in eine leere Datenbank wieder her, ` +
        'oder mit --force, dann wird ALLES darin gelöscht und durch die Sicherung ersetzt.',
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
