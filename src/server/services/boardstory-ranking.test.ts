// The search reads stored vectors (search's weight A, title_words) where it once ran to_tsvector on every title.
// These tests hold the stored version to the old one's results, hit for hit and in order, on a generated catalogue.
import { desc, like, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../seed/big-catalogue';
import type { Database } from '../db/client';
import { boardstories } from '../db/schema';
import { seedCatalogue } from '../seed/catalogue';
import { openTestDatabase } from '../testing/test-database';
import { prefixQuery, refreshSearchVectors, searchCondition, searchRank } from './boardstory-search';

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
