import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardstories } from '../db/schema';

/**
 * Rebuilds the German full-text vector of the given stories (all when ids is omitted): title weighs most,
 * then tag names and the people behind the book, then the description. Call it after changing a story or its tags.
 */
export async function refreshSearchVectors(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  await db.execute(sql`
    UPDATE boardstories b SET search =
      setweight(to_tsvector('german', b.title), 'A') ||
      setweight(to_tsvector('german', coalesce((
        SELECT string_agg(t.descriptor, ' ') FROM boardstory_tags bt JOIN tags t ON t.id = bt.tag_id
        WHERE bt.boardstory_id = b.id), '')), 'B') ||
      setweight(to_tsvector('german', b.author || ' ' || b.illustrator), 'B') ||
      setweight(to_tsvector('german', b.description), 'C')
    ${ids ? sql`WHERE b.id IN ${ids}` : sql``}`);
}

/**
 * The words of what someone typed, each as a prefix ("Mau" must find "Maus" while they type), all required.
 * Only letters and digits survive, so no input can inject tsquery operators; null when nothing is left.
 */
export function prefixQuery(term: string): string | null {
  const words = term.match(/[\p{L}\p{N}]+/gu)?.slice(0, 10) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/**
 * A title hit: the title's words with and without German stemming. The 'simple' configuration keeps the stop words
 * that 'german' drops, so a search made only of them ("die") still finds "Die mutige Maus" instead of nothing.
 */
const titleHit = (query: string): SQL<boolean> =>
  sql<boolean>`(to_tsvector('german', ${boardstories.title}) @@ to_tsquery('german', ${query}) OR to_tsvector('simple', ${boardstories.title}) @@ to_tsquery('simple', ${query}))`;

/** WHERE condition for a search term (any weighted field, or the title word for word); a term without any word restricts nothing. */
export function searchCondition(term: string): SQL {
  const query = prefixQuery(term);
  return query ? sql`(${boardstories.search} @@ to_tsquery('german', ${query}) OR ${titleHit(query)})` : sql`true`;
}

/**
 * ORDER BY expression (use desc()): every title hit before any other hit (ts_rank alone lets a description that
 * repeats the word overtake a title), then by ts_rank.
 */
export function searchRank(term: string): SQL<number> {
  const query = prefixQuery(term);
  return query
    ? sql<number>`(CASE WHEN ${titleHit(query)} THEN 1 ELSE 0 END + ts_rank(${boardstories.search}, to_tsquery('german', ${query})) / 10)`
    : sql<number>`0::real`;
}
