// PostgreSQL's text search as the suggestions use it, in the server's memory: the text forms of tsvector and tsquery
// read back, and ts_rank with its default weights and no normalisation, computed as PostgreSQL 18 computes it
// (src/backend/utils/adt/tsrank.c). The search index (boardstory-search-index.ts) ranks with it instead of asking
// the database for every hit; its results must be PostgreSQL's to the last bit, or the order of equal-looking hits
// would differ, so every step rounds to single precision where the C code keeps a float (Math.fround), and the
// tests compare it with the database's own ts_rank (ts-rank.test.ts).

const f = Math.fround;

/** A position as PostgreSQL stores it (WordEntryPos): the weight in the top two bits (D 0 … A 3), the place below. */
const packPosition = (place: number, weight: number) => (weight << 14) | place;
const weightOf = (pos: number) => pos >> 14;
const placeOf = (pos: number) => pos & 0x3fff;

/** ts_rank's default weights of D, C, B and A, as the C code's float array holds them. */
const WEIGHTS = [f(0.1), f(0.2), f(0.4), 1];
const WEIGHT_LETTERS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * A lexeme as the database orders and compares it: its UTF-8 bytes, one character each (latin1), so that the
 * plain string comparison and startsWith are PostgreSQL's byte-wise ones (tsCompareString).
 */
export const byteString = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/**
 * Reads the text form of a tsvector (`'maus':3A,17C 'mutig':2A`), calling `entry` for each lexeme in the database's
 * order (by bytes) with its positions packed. Scanned by hand, not by expressions: the index reads millions of
 * entries when it is built. `positions` is reused for the next entry: copy what you keep.
 */
export function readVector(text: string, entry: (word: string, positions: number[]) => void): void {
  const positions: number[] = [];
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 0x27) {
      i++; // the space between entries
      continue;
    }
    // the quoted lexeme: '' stands for ', a backslash for the character after it
    let word = '';
    let from = ++i;
    let wide = false;
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x27 && text.charCodeAt(i + 1) === 0x27) {
        word += text.slice(from, i + 1);
        from = i += 2;
      } else if (c === 0x5c) {
        word += text.slice(from, i);
        from = ++i;
        if (text.charCodeAt(i++) > 0x7f) wide = true;
      } else if (c === 0x27 || Number.isNaN(c)) {
        word += text.slice(from, i++);
        break;
      } else {
        if (c > 0x7f) wide = true;
        i++;
      }
    }
    positions.length = 0;
    if (text.charCodeAt(i) === 0x3a) {
      // :3A,17C — a place, its weight's letter (none: D), a comma before the next
      do {
        let place = 0;
        for (let c = text.charCodeAt(++i); c >= 0x30 && c <= 0x39; c = text.charCodeAt(++i)) place = place * 10 + c - 0x30;
        const letter = text.charCodeAt(i);
        let weight = 0;
        if (letter >= 0x41 && letter <= 0x44) {
          weight = 0x44 - letter;
          i++;
        }
        positions.push(packPosition(place, weight));
      } while (text.charCodeAt(i) === 0x2c);
    }
    entry(wide ? byteString(word) : word, positions);
  }
}

/** One operand of a tsquery: a lexeme, whether it stands for every lexeme it begins, the weights it asks for (bits). */
export type QueryOperand = { word: string; prefix: boolean; weights: number };

const QUOTED = String.raw`'((?:[^'\\]|''|\\.)*)'`;
const unquote = (text: string) => byteString(text.replace(/''/g, "'").replace(/\\(.)/g, '$1'));
const queryOperand = new RegExp(`^${QUOTED}(?::(\\*?)([A-D]*))?$`);

/**
 * The operands of a tsquery's text form when it is operands joined by `&` (what to_tsquery makes of the search box's
 * words), [] for the empty query; null for anything else (or, not, phrases), which the index does not answer.
 */
export function parseAndQuery(text: string): QueryOperand[] | null {
  if (text.trim() === '') return [];
  const operands: QueryOperand[] = [];
  for (const part of text.split(' & ')) {
    const m = queryOperand.exec(part.trim());
    if (!m) return null;
    const weights = [...(m[3] ?? '')].reduce((bits, letter) => bits | (1 << WEIGHT_LETTERS[letter]), 0);
    operands.push({ word: unquote(m[1]), prefix: m[2] === '*', weights });
  }
  return operands;
}

/** Whether a lexeme answers an operand: equal, or begun by it for a prefix operand. */
export const answers = (operand: QueryOperand, word: string) => (operand.prefix ? word.startsWith(operand.word) : word === operand.word);

/**
 * The operands ts_rank ranks by: sorted by bytes, each lexeme once (SortAndUniqItems). Null when one lexeme comes
 * twice with different flags ('mau' & 'mau':*): which of the two the database keeps depends on its unstable sort.
 */
export function rankOperands(operands: QueryOperand[]): QueryOperand[] | null {
  const sorted = [...operands].sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const unique: QueryOperand[] = [];
  for (const o of sorted) {
    const before = unique.at(-1);
    if (before?.word !== o.word) unique.push(o);
    else if (before.prefix !== o.prefix || before.weights !== o.weights) return null;
  }
  return unique;
}

/**
 * What one lexeme's positions add to calc_rank_or's sum: the weights' falling series with the heaviest weight
 * counted as if first, over π²/6. A double, which the caller adds to its single-precision sum.
 */
export function entryShare(positions: ArrayLike<number>, start = 0, end = positions.length): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = start; j < end; j++) {
    const w = WEIGHTS[weightOf(positions[j])];
    const n = j - start + 1;
    resj = f(resj + f(w / (n * n)));
    if (w > wjm) {
      wjm = w;
      jm = n - 1;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** word_distance: how much two lexemes this many places apart count together. */
const WORD_DISTANCE = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(w / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : WORD_DISTANCE[w]);

/** A lexeme entry's positions: a slice [start, end) of a shared array. */
export type EntrySlice = { positions: ArrayLike<number>; start: number; end: number };

/**
 * calc_rank_and: every pair of positions of different operands, nearer pairs counting more. `entries[i]` holds the
 * story's entries for the i-th of the rank operands, in the database's order; like the C code, each operand meets
 * the later ones with its last entry only. -1 when no pair was found (ts_rank then gives 1e-20: pairRank).
 */
function andRank(entries: EntrySlice[][]): number {
  let res = -1;
  const last: (EntrySlice | undefined)[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (const entry of entries[i]) {
      last[i] = entry;
      for (let k = 0; k < i; k++) {
        const other = last[k];
        if (!other) continue;
        for (let l = entry.start; l < entry.end; l++) {
          for (let p = other.start; p < other.end; p++) {
            const dist = Math.abs(placeOf(entry.positions[l]) - placeOf(other.positions[p]));
            if (!dist) continue;
            const curw = f(Math.sqrt(f(f(WEIGHTS[weightOf(entry.positions[l])] * WEIGHTS[weightOf(other.positions[p])]) * wordDistance(dist))));
            res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
          }
        }
      }
    }
  }
  return res;
}

/** ts_rank of a query of several operands: calc_rank_and, or 1e-20 when no two of them make a pair. */
export function pairRank(entries: EntrySlice[][]): number {
  const res = andRank(entries);
  return res < 0 ? f(1e-20) : res;
}

/**
 * ts_rank(vector, query) for a query of operands joined by `&` (or a single one), given the story's entries per rank
 * operand (rankOperands) and whether its vector has any lexeme at all.
 */
export function tsRank(entries: EntrySlice[][], vectorIsEmpty: boolean, queryOperands: number): number {
  if (vectorIsEmpty || queryOperands === 0) return 0;
  if (entries.length >= 2) return pairRank(entries);
  let res = 0;
  for (const entry of entries[0] ?? []) res = f(res + entryShare(entry.positions, entry.start, entry.end));
  return res;
}
