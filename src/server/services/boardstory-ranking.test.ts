// The search reads stored vectors (search's weight A, title_words) where it once ran to_tsvector on every title,
// and ranks in memory (boardstory-search-index.ts) where it once ranked in the database. These tests hold each to
// the one before, hit for hit and in order, on a generated catalogue.
import { desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/big-catalogue';
import type { Database } from '../db/client';
import { boardstories } from '../db/schema';
import { seedCatalogue } from '../seed/catalogue';
import { openTestDatabase } from '../testing/test-database';
import { indexedSearch, prefixQuery, refreshSearchVectors, searchCondition, searchRank } from './boardstory-search';
import { buildSearchIndexOf } from './search-index-loader';

const GENERATED = 500;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  await refreshSearchVectors(database.db);
  await generateCatalogue(database.db, GENERATED);
}, 120_000);
afterAll(() => database.close());

/** The search as it was: the title's vectors computed per story, for the condition and again for the rank. */
const oldTitleHit = (q: string) =>
  sql`(to_tsvector('german', ${boardstories.title}) @@ to_tsquery('german', ${q}) OR to_tsvector('simple', ${boardstories.title}) @@ to_tsquery('simple', ${q}))`;
const oldCondition = (q: string) => sql`(${boardstories.search} @@ to_tsquery('german', ${q}) OR ${oldTitleHit(q)})`;
const oldRank = (q: string) =>
  sql`(CASE WHEN ${oldTitleHit(q)} THEN 1 ELSE 0 END + ts_rank(${boardstories.search}, to_tsquery('german', ${q})) / 10)`;

const ranked = async (condition: SQL, rank: SQL) =>
  (
    await database.db
      .select({ id: boardstories.id })
      .from(boardstories)
      .where(condition)
      .orderBy(desc(rank), desc(boardstories.publishedAt), desc(boardstories.id))
  ).map((r) => r.id);

// what people type: word beginnings, whole words, stop words, names, several words, umlauts and ß
const TERMS = ['M', 'Mau', 'Maus', 'mutige Maus', 'die', 'Die Maus', 'Der Die Das', 'Wal', 'Wale', 'Lied der',
  'Regenbo', 'Stern', 'Schnecke rot', 'Greta', 'Greta Holm', 'Tigerkreation', 'Vorlesestimme', 'Quiz', 'Band', 'Band 17',
  '17', 'Mäuse', 'Bär', 'Größe', 'fuß', 'Freund', 'lesen', 'Unterricht', 'Zum Einsatz', 'a', 'e', 'ein'];

describe('boardstory ranking on stored vectors', () => {
  it('the generated stories carry the same search vectors as a refresh gives them', async () => {
    const vectors = async () =>
      database.db
        .select({ id: boardstories.id, vector: sql<string>`${boardstories.search}::text`, words: sql<string>`${boardstories.titleWords}::text` })
        .from(boardstories)
        .where(like(boardstories.slug, '%-band-%'))
        .orderBy(boardstories.id);
    const generated = await vectors();
    expect(generated).toHaveLength(GENERATED);
    await refreshSearchVectors(database.db);
    expect(await vectors()).toEqual(generated);
  });

  it.each(TERMS)('finds and orders "%s" as the per-story title vectors did', async (term) => {
    const q = prefixQuery(term)!;
    const before = await ranked(oldCondition(q), oldRank(q));
    expect(await ranked(searchCondition(term), searchRank(term))).toEqual(before);
  });

  it('the comparison is not empty: common words hit many stories, title hits among them', async () => {
    const q = prefixQuery('Mau')!;
    const hits = await ranked(oldCondition(q), oldRank(q));
    expect(hits.length).toBeGreaterThan(GENERATED / 25);
    const [first] = await database.db.select({ title: boardstories.title }).from(boardstories).where(sql`${boardstories.id} = ${hits[0]}`);
    expect(first.title).toMatch(/Maus/);
  });
});

/** Every beginning (one to four letters) of every word of the demo catalogue's titles and texts, and whole words. */
async function wordBeginnings() {
  const texts = await database.db.select({ text: sql<string>`${boardstories.title} || ' ' || ${boardstories.description}` }).from(boardstories).where(sql`${boardstories.slug} NOT LIKE '%-band-%'`);
  const words = new Set(texts.flatMap((t) => t.text.match(/[\p{L}\p{N}]+/gu) ?? []));
  return [...new Set([...words].flatMap((w) => [1, 2, 3, 4].map((n) => w.slice(0, n)).concat(w)))];
}

describe('boardstory ranking in memory', () => {
  beforeAll(() => buildSearchIndexOf(database.db), 60_000);

  const indexed = async (term: string) => {
    const found = await indexedSearch(database.db, term);
    if (!found) throw new Error(`the index did not answer "${term}"`);
    return found;
  };

  it.each(TERMS)('finds and orders "%s" as the SQL search does', async (term) => {
    expect((await indexed(term)).all()).toEqual(await ranked(searchCondition(term), searchRank(term)));
  });

  it('finds and orders every word beginning of the catalogue, and pairs of them, as the SQL search does', async () => {
    const beginnings = await wordBeginnings();
    expect(beginnings.length).toBeGreaterThan(500);
    // pairs of a whole word and a beginning: the AND rank of two operands, nearer words counting more
    const pairs = beginnings.filter((_, i) => i % 7 === 0).map((w, i) => `${beginnings[(i * 31) % beginnings.length]} ${w}`);
    const differing: string[] = [];
    for (const term of [...beginnings, ...pairs]) {
      const expected = await ranked(searchCondition(term), searchRank(term));
      if ((await indexed(term)).all()?.join() !== expected.join()) differing.push(term);
    }
    expect(differing).toEqual([]);
  }, 300_000);

  it('pages like the SQL search: the same five, the same total, past the end nothing', async () => {
    const all = await ranked(searchCondition('Mau'), searchRank('Mau'));
    const found = await indexed('Mau');
    expect(found.page(0, 5)).toEqual({ items: expect.any(Array), total: all.length });
    expect(found.page(0, 5)!.items.map((s) => s.id)).toEqual(all.slice(0, 5));
    expect(found.page(10, 5)!.items.map((s) => s.id)).toEqual(all.slice(10, 15));
    expect(found.page(all.length, 5)!.items).toEqual([]);
  });

  it('leaves a search to the database from the moment the catalogue changes until the index is built again', async () => {
    const [story] = await database.db.select({ id: boardstories.id, title: boardstories.title }).from(boardstories).where(eq(boardstories.slug, 'die-mutige-maus'));
    await database.db.update(boardstories).set({ title: 'Die mutige Zebramaus' }).where(eq(boardstories.id, story.id));
    await refreshSearchVectors(database.db, [story.id]);
    expect(await indexedSearch(database.db, 'Zebra')).toBeNull();
    await buildSearchIndexOf(database.db);
    expect((await indexed('Zebra')).all()).toEqual([story.id]);
    await database.db.update(boardstories).set({ title: story.title }).where(eq(boardstories.id, story.id));
    await refreshSearchVectors(database.db, [story.id]);
    await buildSearchIndexOf(database.db);
    expect((await indexed('Zebra')).all()).toEqual([]);
  });
});
