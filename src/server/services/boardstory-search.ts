import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardstories, catalogueState } from '../db/schema';
import { searchIndexAt } from './search-index-loader';
import { parseAndQuery } from './ts-rank';

/** The title's part of a story's search vector: it alone weighs A (title hits rank first, see titleHit). */
export const titleVector = (title: SQL) => sql`setweight(to_tsvector('german', ${title}), 'A')`;

/**
 * The rest of the search vector of the story row `b`, to follow titleVector: tag names and the people behind the
 * book weigh B, the description C. `||` numbers the positions on, so title || rest is one vector of the whole text.
 */
export const detailVector = sql`
  setweight(to_tsvector('german', coalesce((
    SELECT string_agg(t.descriptor, ' ') FROM boardstory_tags bt JOIN tags t ON t.id = bt.tag_id
    WHERE bt.boardstory_id = b.id), '')), 'B') ||
  setweight(to_tsvector('german', b.author || ' ' || b.illustrator), 'B') ||
  setweight(to_tsvector('german', b.description), 'C')`;

/** A title's words as titleHit finds them: not stemmed, stop words kept. */
export const titleWords = (title: SQL) => sql`to_tsvector('simple', ${title})`;

/**
 * Rebuilds the search vectors (German full text, the title's words) of the given stories (all when ids is omitted);
 * call it after changing a story or its tags.
 */
export async function refreshSearchVectors(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db.execute(sql`
    UPDATE boardstories b SET search = ${titleVector(sql`b.title`)} || ${detailVector}, title_words = ${titleWords(sql`b.title`)}
    ${ids ? sql`WHERE b.id IN ${ids}` : sql``}`);
}

/** The words of what someone typed: only letters and digits survive, so no input can inject tsquery operators. */
const words = (term: string) => term.match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];

/**
 * The words of what someone typed, each as a prefix ("Mau" must find "Maus" while they type), all required;
 * null when nothing is left.
 */
export function prefixQuery(term: string): string | null {
  const list = words(term);
  return list.length ? list.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * A title hit: the title's words with and without German stemming. With stemming it is the part of `search` that
 * weighs A (only the title does), so the stored vector answers it; 'simple' keeps the stop words that 'german'
 * drops, so a search made only of them ("die") still finds "Die mutige Maus" instead of nothing. Both read stored
 * vectors: a to_tsvector per story made a catalogue of 100,000 cost seconds (docs/performance.md#suggestions).
 */
const titleHit = (term: string): SQL<boolean> => {
  const inTitle = words(term)
    .map((w) => `${w}:*A`)
    .join(' & ');
  return sql<boolean>`(${boardstories.search} @@ to_tsquery('german', ${inTitle}) OR ${boardstories.titleWords} @@ to_tsquery('simple', ${prefixQuery(term)}))`;
};

/**
 * WHERE condition for a search term (any weighted field, or the title word for word); a term without any word
 * restricts nothing. A title hit with stemming is a hit of `search` already, so the two GIN indexes
 * (search, title_words) answer it together.
 */
export function searchCondition(term: string): SQL {
  const query = prefixQuery(term);
  return query
    ? sql`(${boardstories.search} @@ to_tsquery('german', ${query}) OR ${boardstories.titleWords} @@ to_tsquery('simple', ${query}))`
    : sql`true`;
}

/**
 * ORDER BY expression (use desc()): every title hit before any other hit (ts_rank alone lets a description that
 * repeats the word overtake a title), then by ts_rank.
 */
export function searchRank(term: string): SQL<number> {
  const query = prefixQuery(term);
  return query
    ? sql<number>`(CASE WHEN ${titleHit(term)} THEN 1 ELSE 0 END + ts_rank(${boardstories.search}, to_tsquery('german', ${query})) / 10)`
    : sql<number>`0::real`;
}

/**
 * A search answered from this process's index (boardstory-search-index.ts): one query gives the words as the
 * database normalises them (stemming, stop words) and the catalogue's state, and the index ranks the hits. Null
 * when the SQL search above must answer: no words, no index of the catalogue as it is yet, or a query the index
 * does not read.
 */
export async function indexedSearch(db: Db, term: string) {
  const query = prefixQuery(term);
  if (!query) return null;
  const [row] = await db
    .select({
      changedIn: catalogueState.changedIn,
      german: sql<string>`to_tsquery('german', ${query})::text`,
      simple: sql<string>`to_tsquery('simple', ${query})::text`,
    })
    .from(catalogueState);
  if (!row) return null;
  const index = searchIndexAt(db, row.changedIn);
  const german = parseAndQuery(row.german);
  const simple = parseAndQuery(row.simple);
  if (!index || !german || !simple) return null;
  return {
    page: (offset: number, limit: number) => index.page(german, simple, offset, limit),
    all: () => index.all(german, simple),
  };
}
