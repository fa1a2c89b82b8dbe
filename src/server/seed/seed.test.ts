import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { hashCode, decryptCode } from '../services/code-crypto';
import type { Database } from '../db/client';
import * as s from '../db/schema';
import { DEMO_PASSWORD } from './accounts';
import { seedIfEmpty } from './index';
import { openTestDatabase } from '../testing/test-database';

const mediaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
const config = loadConfig({ NODE_ENV: 'test' });
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await seedIfEmpty(database.db, config);
  await seedIfEmpty(database.db, config);
  // opening, migrating and seeding PGlite can take a while on a busy machine
}, 60_000);
afterAll(() => database.close());

const rows = async (table: PgTable) =>
  (await database.db.select({ n: count() }).from(table))[0].n;

describe('demo seed', () => {
  it('runs once: a second call changes nothing', async () => {
    expect(await rows(s.users)).toBe(8);
    expect(await rows(s.accessCodes)).toBe(4);
    expect(console.log).toHaveBeenCalledTimes(1);
  });

  it('has the eight accounts with the shared password', async () => {
    const users = await database.db.select().from(s.users);
    expect(users.map((u) => u.email).sort()).toEqual(
      ['abgelaufen', 'admin', 'bibliothek', 'lehrer', 'leser', 'neu', 'owner', 'reset'].map((k) => `${k}@lesefunke.test`),
    );
    expect(users.every((u) => u.confirmedAt && u.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(await verify(users[0].passwordHash!, DEMO_PASSWORD)).toBe(true);
    expect(users.find((u) => u.email.startsWith('reset'))?.mustResetPassword).toBe(true);
    expect(users.filter((u) => u.isAdmin).map((u) => u.email)).toEqual(['admin@lesefunke.test']);
  });

  it('gives the catalogue at least 24 stories tagged in all eight categories', async () => {
    expect(await rows(s.boardstories)).toBeGreaterThanOrEqual(24);
    const used = await database.db
      .selectDistinct({ category: s.tags.category })
      .from(s.boardstoryTags)
      .innerJoin(s.tags, eq(s.tags.id, s.boardstoryTags.tagId));
    expect(used.map((u) => u.category).sort()).toEqual([...s.tagCategories].sort());
    const stories = await database.db.select().from(s.boardstories);
    expect(stories.every((b) => b.search)).toBe(true);
    expect(stories.find((b) => b.slug === 'der-kleine-funke')?.free).toBe(true);
  });

  it('keeps the four codes by hash and encrypted', async () => {
    for (const code of ['FUNKE-GUELTIG', 'FUNKE-STUMM', 'FUNKE-ABGELAUFEN', 'FUNKE-SPAETER']) {
      const [row] = await database.db.select().from(s.accessCodes).where(eq(s.accessCodes.codeHash, hashCode(code)));
      expect(decryptCode(config.secret, row.codeCiphertext)).toBe(code);
    }
  });

  it('has a file for every media, image, attachment and game row', async () => {
    const missing: string[] = [];
    const expectFile = (rel: string) => fs.existsSync(path.join(mediaDir, rel)) || missing.push(rel);
    const folder = { VIDEO: 'videos', TRAILER: 'trailers', TIGER_CREATION: 'tiger' } as const;
    for (const m of await database.db.select().from(s.media)) {
      for (const src of [...m.withText, ...m.withoutText]) expectFile(`${folder[m.kind]}/${src.file}`);
      if (m.subtitles) expectFile(`subtitles/${m.subtitles}`);
      if (m.readAlong) expectFile(`subtitles/${m.readAlong}`);
    }
    for (const img of await database.db.select().from(s.images)) {
      for (const w of [700, 920, 1440]) expectFile(`images/${img.file}-${w}.webp`);
    }
    for (const a of await database.db.select().from(s.attachments)) expectFile(`attachments/${a.file}`);
    for (const g of await database.db.select().from(s.games)) {
      const d = g.data as Record<string, unknown>;
      for (const key of ['image', 'textAudio', 'audioHint']) if (typeof d[key] === 'string') expectFile(`games/${d[key]}`);
    }
    expect(missing).toEqual([]);
  });
});
