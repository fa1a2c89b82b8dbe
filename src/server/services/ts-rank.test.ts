// The in-memory ts_rank against the database's own, bit for bit: on hand-made vectors (every word distance, every
// weight) and on random vectors and queries with shared prefixes, repeated lexemes and several operands.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { answers, byteString, parseAndQuery, rankOperands, readVector, tsRank, type EntrySlice } from './ts-rank';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

type Case = { vector: string; query: string };

/** The database's ts_rank of each case, and the text forms it gives of the vector and the query. */
async function databaseRanks(cases: Case[]) {
  const values = sql.join(
    cases.map((c, i) => sql`(${i}::int, ${c.vector}::tsvector, ${c.query}::tsquery)`),
    sql`, `,
  );
  type Row = { i: number; rank: number; vector: string; query: string };
  const result = await database.db.execute<Row>(
    sql`SELECT i, ts_rank(v, q) AS rank, v::text AS vector, q::text AS query FROM (VALUES ${values}) AS t(i, v, q) ORDER BY i`,
  );
  // PGlite answers { rows }, node-postgres (TEST_DATABASE_URL) the rows themselves
  const rows = Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
  return rows.map((r) => ({ rank: Number(r.rank), vector: r.vector, query: r.query }));
}

/** A vector's entries as readVector reads them. */
function parseVector(text: string) {
  const entries: { word: string; positions: number[] }[] = [];
  readVector(text, (word, positions) => entries.push({ word, positions: [...positions] }));
  return entries;
}

/** The same rank in memory, from the database's text forms. */
function memoryRank(vectorText: string, queryText: string) {
  const entries = parseVector(vectorText);
  const operands = parseAndQuery(queryText)!;
  const ranked = rankOperands(operands);
  if (!ranked) return 'refused';
  const perOperand: EntrySlice[][] = ranked.map((o) =>
    entries.filter((e) => answers(o, e.word)).map((e) => ({ positions: e.positions, start: 0, end: e.positions.length })),
  );
  return tsRank(perOperand, entries.length === 0, operands.length);
}

async function expectSameRanks(cases: Case[]) {
  const fromDatabase = await databaseRanks(cases);
  const differing = fromDatabase
    .map((d, i) => ({ ...cases[i], database: Math.fround(d.rank), memory: memoryRank(d.vector, d.query) }))
    .filter((c) => c.database !== c.memory && c.memory !== 'refused');
  expect(differing).toEqual([]);
  return fromDatabase.filter((d) => memoryRank(d.vector, d.query) === 'refused').length;
}

// a small random generator with a seed, so a failure can be run again
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('ts_rank in memory', () => {
  it('reads the text forms of vectors and queries', () => {
    expect(parseVector("'maus':3A,17C 'mutig':2A 'o''neil':5")).toEqual([
      { word: 'maus', positions: [(3 << 0) | (3 << 14), 17 | (1 << 14)] },
      { word: 'mutig', positions: [2 | (3 << 14)] },
      { word: "o'neil", positions: [5] },
    ]);
    expect(parseVector(String.raw`'a\\b' 'ä':1 'x':16383D`)).toEqual([
      { word: 'a\\b', positions: [] },
      { word: byteString('ä'), positions: [1] },
      { word: 'x', positions: [16383] },
    ]);
    expect(parseAndQuery("'mau':* & 'die':*A")).toEqual([
      { word: 'mau', prefix: true, weights: 0 },
      { word: 'die', prefix: true, weights: 8 },
    ]);
    expect(parseAndQuery('')).toEqual([]);
    // what the index leaves to the database
    expect(parseAndQuery("'a' | 'b'")).toBeNull();
    expect(parseAndQuery("'a' <-> 'b'")).toBeNull();
    expect(parseAndQuery("!'a'")).toBeNull();
    expect(byteString('ä')).toBe('\u00c3\u00a4');
  });

  it('gives the database rank for every distance and weight of a pair', async () => {
    const cases: Case[] = [];
    for (let dist = 1; dist <= 110; dist++) {
      for (const [wa, wb] of [['A', 'D'], ['B', 'C'], ['', 'A']]) cases.push({ vector: `a:1${wa} b:${1 + dist}${wb}`, query: 'a & b' });
    }
    await expectSameRanks(cases);
  });

  it('gives the database rank for random vectors and queries', async () => {
    const next = random(20261204);
    const pick = <T,>(list: T[]) => list[Math.floor(next() * list.length)];
    const words = ['a', 'ab', 'abc', 'abd', 'b', 'ba', 'bär', 'bären', 'c', 'maus', 'mäuse', 'mau'];
    const cases: Case[] = [];
    for (let n = 0; n < 600; n++) {
      const vector = Array.from({ length: 1 + Math.floor(next() * 8) }, () => {
        const places = Array.from({ length: 1 + Math.floor(next() * 5) }, () => `${1 + Math.floor(next() * 60)}${pick(['', 'A', 'B', 'C'])}`);
        return `'${pick(words)}':${places.join(',')}`;
      }).join(' ');
      const query = Array.from({ length: 1 + Math.floor(next() * 3) }, () => `'${pick(words)}'${pick([':*', ':*', ''])}`).join(' & ');
      cases.push({ vector, query });
    }
    // only a lexeme asked for twice with different flags is left to the database; the search box never asks so
    expect(await expectSameRanks(cases)).toBeLessThan(cases.length / 10);
    expect(memoryRank("'a':1", "'a' & 'a':*")).toBe('refused');
  });

  it('ranks an empty vector and an empty query 0, a vector without a pair 1e-20', async () => {
    await expectSameRanks([
      { vector: '', query: 'a' },
      { vector: 'a:1', query: 'b & c' },
      { vector: 'a:1', query: 'a & c' },
    ]);
    expect(memoryRank("'a':1", "'b' & 'c'")).toBe(Math.fround(1e-20));
  });
});
