import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { bookmarks, boardstories, catalogueState, trackingEvents, users } from '../db/schema';
import { seedIfEmpty } from '../seed';
import { openTestDatabase } from '../testing/test-database';
import { backup, restore } from './backup-commands';
import { runCli } from './run-cli';

// Backup and restore (docs/production.md#backup-and-restore): a seeded PGlite with bookmarks and tracking is backed
// up and restored into an empty database of the test project's engine (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), and from there back into PGlite; every table must come back row for row.

let source: Database;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-backup-'));
const opened: Database[] = [];

beforeAll(async () => {
  source = await openDatabase({ dataDir: 'memory://' });
  opened.push(source);
  const log = console.log;
  console.log = () => {};
  try {
    await seedIfEmpty(source.db, loadConfig({ NODE_ENV: 'test' }));
  } finally {
    console.log = log;
  }
  const [user] = await source.db.select({ id: users.id }).from(users).where(sql`${users.email} = 'owner@lesefunke.test'`);
  const stories = await source.db.select({ id: boardstories.id }).from(boardstories).limit(2);
  await source.db.insert(bookmarks).values(stories.map((s) => ({ userId: user.id, boardstoryId: s.id })));
  await source.db.insert(trackingEvents).values([
    { tokenHash: 'a'.repeat(64), boardstoryId: stories[0].id, userId: user.id, event: 'play', boardstoryTimestamp: 12.5 },
    { tokenHash: 'b'.repeat(64), boardstoryId: stories[1].id, isAnonymous: true, event: 'ended', hasEnded: true, boardstoryTimestamp: 301 },
  ]);
}, 120_000);
afterAll(async () => {
  for (const d of opened) await d.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function admin(database: Database, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([backup, restore], argv, {
    env: { NODE_ENV: 'test' },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    openDb: async () => ({ ...database, close: async () => {} }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Every table's rows as JSON text, sorted: what "the same data" means here. catalogue_state is derived (below). */
async function everything(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  const all: Record<string, string[]> = {};
  for (const { name } of tables.filter((t) => t.name !== 'catalogue_state')) {
    const { rows } = (await db.execute(sql`SELECT row_to_json(x)::text AS r FROM ${sql.identifier(name)} x`)) as unknown as { rows: { r: string }[] };
    all[name] = rows.map((r) => r.r).sort();
  }
  return all;
}

const fresh = async (open: () => Promise<Database>) => {
  const d = await open();
  opened.push(d);
  return d;
};

describe('backup and restore', () => {
  it('gives back the same accounts, orders, codes, bookmarks and tracking in an empty database, and back again', async () => {
    const file = path.join(dir, 'lesefunke.jsonl.gz');
    const saved = await admin(source, 'backup', file);
    expect(saved.code).toBe(0);
    expect(saved.out).toContain(`Sicherung geschrieben: ${file}`);
    // the media are files beside the database: the operator is told where they are and how to pack them
    const media = loadConfig({ NODE_ENV: 'test' }).mediaDir;
    expect(saved.out).toContain(`Nicht enthalten: die Mediendateien in ${media}; sichern Sie sie als Dateien, z. B. tar -czf lesefunke-medien.tar.gz -C "${media}" .`);

    const target = await fresh(openTestDatabase);
    const stateOf = async (db: Db) => (await db.select().from(catalogueState))[0].changedIn;
    const empty = await stateOf(target.db);
    expect(await admin(target, 'restore', file)).toMatchObject({ code: 0 });
    // not restored but written anew by the restore's inserts: a server holding the old search index builds another
    expect(await stateOf(target.db)).not.toBe(empty);
    const before = await everything(source.db);
    expect(before.users.length).toBe(8);
    expect(before.orders.length).toBeGreaterThan(0);
    expect(before.access_codes.length).toBe(4);
    expect(before.bookmarks.length).toBe(2);
    expect(before.tracking_events.length).toBe(2);
    expect(await everything(target.db)).toEqual(before);

    // from the other engine back into PGlite: the same format both ways
    const again = path.join(dir, 'again.jsonl');
    expect((await admin(target, 'backup', again)).code).toBe(0);
    const pglite = await fresh(() => openDatabase({ dataDir: 'memory://' }));
    expect((await admin(pglite, 'restore', again)).code).toBe(0);
    expect(await everything(pglite.db)).toEqual(before);

    // new rows continue after the restored ids
    const [maxId] = before.users.map((u) => (JSON.parse(u) as { id: number }).id).sort((a, b) => b - a);
    const [added] = await target.db.insert(users).values({ email: 'neu-nach-restore@schule.example' }).returning({ id: users.id });
    expect(added.id).toBe(maxId + 1);
  }, 180_000);

  it('says in --help, as docs/production.md does, that the media files are not in the backup', async () => {
    const help = await admin(source, 'backup', '--help');
    expect(help.code).toBe(0);
    expect(help.out).toContain('die Mediendateien (MEDIA_DIR) sind nicht darin: sichern Sie sie als Dateien (docs/production.md#backup-and-restore)');
    expect((await admin(source, 'restore', '--help')).out).toContain('die Mediendateien kopieren Sie selbst zurück');
    const docs = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/production.md'), 'utf8');
    expect(docs).toMatch(/tar -czf .*-medien\.tar\.gz -C "\$MEDIA_DIR" \./);
    expect(docs).toContain('**Not included**, by design:\n  - the media files in `MEDIA_DIR`');
  });

  it('refuses a database that is not empty and changes nothing; --force replaces everything', async () => {
    const file = path.join(dir, 'force.jsonl');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    const target = await fresh(openTestDatabase);
    await target.db.insert(users).values({ email: 'schon-da@schule.example' });

    const refused = await admin(target, 'restore', file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Die Datenbank ist nicht leer (users)');
    expect((await everything(target.db)).users).toHaveLength(1);

    expect((await admin(target, 'restore', file, '--force')).code).toBe(0);
    expect(await everything(target.db)).toEqual(await everything(source.db));
  }, 180_000);

  it('refuses a cut-off file and a file that is no backup, leaving the database empty', async () => {
    const file = path.join(dir, 'full.jsonl');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    const text = fs.readFileSync(file, 'utf8').split('\n');
    const cut = path.join(dir, 'cut.jsonl');
    fs.writeFileSync(cut, text.slice(0, 200).join('\n'));
    const notOurs = path.join(dir, 'other.sql');
    fs.writeFileSync(notOurs, 'CREATE TABLE x (id int);\n');

    const target = await fresh(openTestDatabase);
    const refused = await admin(target, 'restore', cut);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `Die Sicherung ist unvollständig (${cut} endet vor ihrem Schluss: abgebrochen oder beim Kopieren gekürzt); ` +
        'nichts wurde geändert, stellen Sie eine vollständige Sicherung wieder her.',
    );
    expect(await admin(target, 'restore', notOurs)).toMatchObject({
      code: 1,
      err: `${notOurs} ist keine Lesefunke-Sicherung; wiederherstellen lässt sich nur, was npm run admin -- backup geschrieben hat.`,
    });
    const missing = path.join(dir, 'gibt-es-nicht.jsonl');
    expect(await admin(target, 'restore', missing)).toMatchObject({
      code: 1,
      err: `Die Datei ${missing} gibt es nicht; prüfen Sie Pfad und Namen der Sicherung.`,
    });
    expect(Object.values(await everything(target.db)).flat()).toEqual([]);
  }, 180_000);

  it('says in one sentence that a cut-off .gz file is incomplete, instead of zlib\'s "unexpected end of file"', async () => {
    const file = path.join(dir, 'whole.jsonl.gz');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    const bytes = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.jsonl.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const garbled = path.join(dir, 'garbled.jsonl.gz');
    fs.writeFileSync(garbled, 'das ist kein gzip\n');

    const target = await fresh(openTestDatabase);
    expect(await admin(target, 'restore', cut)).toEqual({
      code: 1,
      out: '',
      err:
        `Die Sicherung ist unvollständig (${cut} endet vor ihrem Schluss: abgebrochen oder beim Kopieren gekürzt); ` +
        'nichts wurde geändert, stellen Sie eine vollständige Sicherung wieder her.',
    });
    expect(await admin(target, 'restore', garbled)).toEqual({
      code: 1,
      out: '',
      err: `Die Sicherung ${garbled} ist beschädigt (kein lesbares gzip); nichts wurde geändert, stellen Sie eine andere Sicherung wieder her.`,
    });
    expect(Object.values(await everything(target.db)).flat()).toEqual([]);
  }, 180_000);

  it('names the table of a refused row in one sentence, never the statement, a hash or an address', async () => {
    const file = path.join(dir, 'edited.jsonl');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    // a second account with an address already taken, as a hand-edited or merged file might hold
    const text = fs.readFileSync(file, 'utf8').split('\n');
    const owner = text.find((line) => line.startsWith('users\t') && line.includes('owner@lesefunke.test'))!;
    const twin = JSON.parse(owner.slice('users\t'.length)) as { id: number; password_hash: string };
    expect(twin.password_hash).toMatch(/^\$argon2/);
    const edited = path.join(dir, 'twin.jsonl');
    const at = text.indexOf(owner);
    const users = text.filter((line) => line.startsWith('users\t')).length;
    const end = text.findIndex((line) => line.startsWith('end\t'));
    const counts = JSON.parse(text[end].slice('end\t'.length)) as { counts: Record<string, number> };
    counts.counts.users = users + 1;
    text[end] = `end\t${JSON.stringify(counts)}`;
    text.splice(at + 1, 0, `users\t${JSON.stringify({ ...twin, id: 9999 })}`);
    fs.writeFileSync(edited, text.join('\n'));

    const target = await fresh(openTestDatabase);
    const refused = await admin(target, 'restore', edited);
    expect(refused).toEqual({
      code: 1,
      out: '',
      err:
        `Die Datenbank nimmt die Zeilen der Tabelle „users“ aus ${edited} nicht an (ein Eintrag steht doppelt darin); nichts wurde geändert: ` +
        'stellen Sie eine unveränderte Sicherung in eine leere Datenbank derselben Lesefunke-Version wieder her.',
    });
    expect(Object.values(await everything(target.db)).flat()).toEqual([]);
  }, 180_000);

  it('restores a file whose tables come in another valid order: only the schema level and the set of tables must agree', async () => {
    const file = path.join(dir, 'order.jsonl');
    expect((await admin(source, 'backup', file)).code).toBe(0);
    const [first, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
    const header = JSON.parse(first) as { tables: string[] };
    // what another plan of the catalogue query gives: the same tables, each still after those it references
    const bookmarksAt = header.tables.indexOf('bookmarks');
    const moved = header.tables.filter((t) => t !== 'bookmarks');
    moved.push('bookmarks');
    expect(moved.indexOf('bookmarks')).not.toBe(bookmarksAt);
    const reordered = path.join(dir, 'reordered.jsonl');
    const bookmarkRows = rest.filter((line) => line.startsWith('bookmarks\t'));
    const others = rest.filter((line) => !line.startsWith('bookmarks\t'));
    const end = others.findIndex((line) => line.startsWith('end\t'));
    others.splice(end, 0, ...bookmarkRows);
    fs.writeFileSync(reordered, [JSON.stringify({ ...header, tables: moved }), ...others].join('\n'));
    const target = await fresh(openTestDatabase);
    expect(await admin(target, 'restore', reordered)).toMatchObject({ code: 0, err: '' });
    expect(await everything(target.db)).toEqual(await everything(source.db));

    // a table that is not there is named, in a sentence saying what to do
    const strange = path.join(dir, 'strange.jsonl');
    fs.writeFileSync(strange, [JSON.stringify({ ...header, tables: [...header.tables, 'alte_tabelle'] }), ...rest].join('\n'));
    const other = await fresh(openTestDatabase);
    expect(await admin(other, 'restore', strange)).toMatchObject({
      code: 1,
      err:
        'Die Sicherung passt nicht zu den Tabellen dieser Datenbank (nur in der Sicherung: alte_tabelle; nur in der Datenbank: –): ' +
        'stellen Sie sie in eine mit createdb neu angelegte Datenbank wieder her, die nur Lesefunke selbst eingerichtet hat.',
    });
  }, 180_000);

  it('writes the backup for its owner only (0600), even over an older file, and says so plainly when the folder is missing', async () => {
    const file = path.join(dir, 'private.jsonl.gz');
    fs.writeFileSync(file, 'alt', { mode: 0o644 });
    fs.writeFileSync(`${file}.partial`, 'abgebrochen', { mode: 0o644 });
    expect((await admin(source, 'backup', file)).code).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const nowhere = path.join(dir, 'fehlt', 'x.jsonl');
    expect(await admin(source, 'backup', nowhere)).toEqual({
      code: 1,
      out: '',
      err: `Den Ordner von ${nowhere} gibt es nicht; legen Sie ihn an oder wählen Sie einen anderen.`,
    });
  }, 180_000);
});
