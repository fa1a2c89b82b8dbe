import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { boardstories } from '../db/schema';
import { seedCatalogue } from '../seed/catalogue';
import { prefixQuery, refreshSearchVectors, searchCondition, searchRank } from './boardstory-search';
import { openTestDatabase } from '../testing/test-database';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  await refreshSearchVectors(database.db);
  // opening, migrating and seeding PGlite can take a while on a busy machine
}, 60_000);
afterAll(() => database.close());

const search = async (term: string) =>
  (
    await database.db
      .select({ slug: boardstories.slug })
      .from(boardstories)
      .where(searchCondition(term))
      .orderBy(desc(searchRank(term)), boardstories.id)
  ).map((r) => r.slug);

describe('boardstory search', () => {
  it('builds a prefix query from words only', () => {
    expect(prefixQuery('  Mau ')).toBe('Mau:*');
    expect(prefixQuery("mutige & !Maus | ('x')")).toBe('mutige:* & Maus:* & x:*');
    expect(prefixQuery('&|!():*')).toBeNull();
  });

  it('finds stories while the word is still being typed', async () => {
    expect(await search('Mau')).toContain('die-mutige-maus');
    expect(await search('Regenbo')).toContain('wie-entsteht-ein-regenbogen');
  });

  it('requires every word and ranks title hits first', async () => {
    expect(await search('mutige Maus')).toEqual(['die-mutige-maus']);
    const wale = await search('Wale');
    expect(wale[0]).toBe('das-lied-der-wale');
  });

  it('finds titles by stop words alone, title hits first', async () => {
    const die = await search('die');
    const titled = ['die-mutige-maus', 'die-sternenfischer', 'die-schnecke-sieht-rot'];
    for (const slug of titled) expect(die).toContain(slug);
    // every story whose title has "Die…" comes before any other hit
    const titles = await database.db.select({ slug: boardstories.slug, title: boardstories.title }).from(boardstories);
    const titleOf = new Map(titles.map((t) => [t.slug, t.title]));
    const hits = die.map((slug) => /(^|\s)die/i.test(titleOf.get(slug) ?? ''));
    expect(hits.indexOf(false) === -1 || hits.lastIndexOf(true) < hits.indexOf(false)).toBe(true);
    expect(await search('Der Die Das')).toEqual([]);
    expect(await search('die Maus')).toContain('die-mutige-maus');
  });

  it('searches tags and people too', async () => {
    expect(await search('Tigerkreation')).toEqual(['das-lied-der-wale']);
    expect(await search('Greta Holm')).toContain('die-mutige-maus');
  });

  it('treats operators as plain text and an empty term as no filter', async () => {
    expect(await search('Maus & | !')).toContain('die-mutige-maus');
    expect((await search('  ')).length).toBeGreaterThanOrEqual(24);
  });

  it('refreshes only the given stories', async () => {
    await refreshSearchVectors(database.db, []);
    await refreshSearchVectors(database.db, [1, 2]);
    expect(await search('Mau')).toContain('die-mutige-maus');
  });
});
