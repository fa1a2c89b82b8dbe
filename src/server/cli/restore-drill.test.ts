import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { createMailer } from '../mail/mailer';
import { seedIfEmpty } from '../seed';
import { login } from '../testing/test-app';
import { createServerDatabase, openTestDatabase } from '../testing/test-database';
import { backup, restore } from './backup-commands';
import { importLicencesCommand, importStoryCommand } from './import-commands';
import { runCli } from './run-cli';

// The restore drill of docs/production.md#backup-and-restore, as an operator runs it: a deployment that has lived
// (an imported story, the licences, a bookmark set through the site, statistics gathered) is backed up with the
// command, its database dropped, a fresh one created, the backup restored, the server started on it, and a demo
// user logs in and finds the story and the bookmark. On PGlite always; in the `postgres` test project also from
// PostgreSQL and from PGlite onto PostgreSQL (a school moving up), and once with PostgreSQL's own pg_dump/pg_restore.

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const STORY = 'der-kleine-leuchtturm';
const USER = 'owner@lesefunke.test';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-drill-'));
const onPostgres = process.env.LESEFUNKE_TEST_DATABASE === 'postgres';

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const config = (mediaDir: string) => loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', MEDIA_DIR: mediaDir });
const quietly = async <T>(work: () => Promise<T>) => {
  const log = console.log;
  console.log = () => {}; // the seed announces itself
  try {
    return await work();
  } finally {
    console.log = log;
  }
};

async function admin(database: Database, mediaDir: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([backup, restore, importStoryCommand, importLicencesCommand], argv, {
    env: { NODE_ENV: 'test', MEDIA_DIR: mediaDir },
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    openDb: async () => ({ ...database, close: async () => {} }),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const serverOn = (database: Database, mediaDir: string) => {
  const cfg = config(mediaDir);
  return createApp({ db: database.db, config: cfg, mailer: createMailer(database.db, { from: cfg.mailFrom, devOutbox: cfg.devOutbox }) });
};

/** A deployment that has been used: demo data, the example story and licences imported, a bookmark set on the site. */
async function livedIn(database: Database, mediaDir: string): Promise<void> {
  await quietly(() => seedIfEmpty(database.db, config(mediaDir)));
  expect(await admin(database, mediaDir, 'import-story', path.join(DEPLOY, 'example-story'))).toMatchObject({ code: 0 });
  expect(await admin(database, mediaDir, 'import-licences', path.join(DEPLOY, 'licences.example.json'))).toMatchObject({ code: 0 });
  const app = serverOn(database, mediaDir);
  const cookie = await login(app, USER);
  const story = (await (await app.request(`/api/boardstories/${STORY}`, { headers: { cookie } })).json()) as { id: number };
  const marked = await app.request('/api/bookmarks', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ boardstoryId: story.id }),
  });
  expect(marked.status).toBe(201);
  // what autovacuum does in a running deployment, and what a database just made with createdb has not had: the
  // catalogue then answers its queries in another order
  await database.db.execute(sql`ANALYZE`);
}

/** The server on the restored database: the demo user logs in and finds the imported story and the bookmark. */
async function findsStoryAndBookmark(database: Database, mediaDir: string) {
  const app = serverOn(database, mediaDir);
  const cookie = await login(app, USER);
  const story = await app.request(`/api/boardstories/${STORY}`, { headers: { cookie } });
  expect(story.status).toBe(200);
  expect(((await story.json()) as { title: string }).title).toBe('Der kleine Leuchtturm');
  const marks = (await (await app.request('/api/bookmarks', { headers: { cookie } })).json()) as {
    _embedded: { bookmarks: { slug: string }[] };
  };
  expect(marks._embedded.bookmarks.map((b) => b.slug)).toEqual([STORY]);
}

const pglite = () => openDatabase({ dataDir: 'memory://' });

/** Back up, drop, create, restore, start, log in, find: from a database of one engine into a new one of another. */
async function drill(name: string, openSource: () => Promise<Database>, openTarget: () => Promise<Database>) {
  const mediaDir = fs.mkdtempSync(path.join(dir, `${name}-media-`));
  const file = path.join(dir, `${name}.jsonl.gz`);
  const source = await openSource();
  try {
    await livedIn(source, mediaDir);
    const saved = await admin(source, mediaDir, 'backup', file);
    expect(saved).toMatchObject({ code: 0, err: '' });
  } finally {
    await source.close(); // drops it on PostgreSQL
  }
  // it holds password hashes, e-mail and postal addresses: for its owner's eyes only
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);

  const target = await openTarget();
  try {
    const restored = await admin(target, mediaDir, 'restore', file);
    expect(restored).toMatchObject({ code: 0, err: '' });
    expect(restored.out).toMatch(/^Wiederhergestellt aus .*: \d+ Zeilen\.\nDie Mediendateien sind nicht in der Sicherung: kopieren Sie sie nach .* zurück/);
    await findsStoryAndBookmark(target, mediaDir);
  } finally {
    await target.close();
  }
}

/** The documented alternative for a PostgreSQL operator: pg_dump's custom format into a database made with createdb. */
async function withPgDump() {
  const run = promisify(execFile);
  const mediaDir = fs.mkdtempSync(path.join(dir, 'pg-dump-media-'));
  const dump = path.join(dir, 'lesefunke.dump');
  const from = await createServerDatabase();
  try {
    const source = await openDatabase({ databaseUrl: from.url, dataDir: 'memory://' });
    try {
      await livedIn(source, mediaDir);
    } finally {
      await source.close();
    }
    await run('pg_dump', ['-Fc', '-f', dump, '-d', from.url]);
  } finally {
    await from.drop();
  }
  const to = await createServerDatabase();
  try {
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', to.url, dump]);
    const target = await openDatabase({ databaseUrl: to.url, dataDir: 'memory://' });
    try {
      await findsStoryAndBookmark(target, mediaDir);
    } finally {
      await target.close();
    }
  } finally {
    await to.drop();
  }
}

describe('the restore drill', () => {
  if (!onPostgres) {
    // openTestDatabase is in-memory PGlite here, migrated like a new data folder
    it('PGlite → PGlite', () => drill('pglite-pglite', openTestDatabase, openTestDatabase), 240_000);
  } else {
    it('PostgreSQL → PostgreSQL', () => drill('postgres-postgres', openTestDatabase, openTestDatabase), 240_000);
    it('PGlite → PostgreSQL, the way a school moves up', () => drill('pglite-postgres', pglite, openTestDatabase), 240_000);
    it("PostgreSQL → PostgreSQL with the server's own pg_dump -Fc and pg_restore", () => withPgDump(), 240_000);
  }
});
