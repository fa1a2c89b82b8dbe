// The stories' search vectors held in memory as an inverted index, so that a search ranks its hits here instead of
// in the database: a word typed halfway ("Mau") hits thousands of stories in a large catalogue, and the database must
// read every one of them to know the best five (docs/performance.md#suggestions). The index answers exactly what the
// SQL search of boardstory-search.ts answers, hit for hit and in the same order (boardstory-ranking.test.ts).
// Everything a search touches is a typed array indexed by story or posting: at 100,000 stories a search walks tens
// of thousands of postings, and objects or maps per posting cost more than the database did.
import type { BoardstoryListItem } from '../../shared/schemas/boardstories';
import { entryShare, pairRank, rankOperands, readVector, type EntrySlice, type QueryOperand } from './ts-rank';

/** A story as the index loads it: its list item, its date in microseconds, its two vectors as text. */
export type IndexRow = BoardstoryListItem & { publishedUs: number; search: string | null; titleWords: string | null };

/** A typed array that grows as it is filled. */
function growing<T extends Uint32Array | Uint16Array>(make: (length: number) => T) {
  let array = make(1 << 16);
  let length = 0;
  return {
    push(value: number) {
      if (length === array.length) {
        const bigger = make(array.length * 2);
        bigger.set(array);
        array = bigger;
      }
      array[length++] = value;
    },
    get length() {
      return length;
    },
    get array() {
      return array;
    },
  };
}

/**
 * Lexemes in byte order, each with its run of postings `start[w]` … `start[w + 1]` (the stories in the order they
 * were added). For `search` also what ts_rank and the title hit read of a posting: its positions, its share of
 * calc_rank_or (entryShare) and whether one of its positions weighs A.
 */
type Postings = {
  words: string[];
  start: Uint32Array;
  story: Uint32Array;
  posStart: Uint32Array;
  positions: Uint16Array;
  share: Float64Array;
  hasA: Uint8Array;
};

const A = 3;

/** Collects the postings of one vector per story; `add` is false for a vector the index cannot answer. */
function postingsBuilder(withPositions: boolean) {
  const ids = new Map<string, number>();
  const postWord = growing((n) => new Uint32Array(n));
  const postStory = growing((n) => new Uint32Array(n));
  const postFrom = growing((n) => new Uint32Array(n));
  const allPositions = growing((n) => new Uint16Array(n));
  let story = 0;
  let answerable = true;
  const entry = (word: string, positions: number[]) => {
    // an entry without positions (only from a vector built by hand) would need stripped-vector rules
    if (positions.length === 0) answerable = false;
    let id = ids.get(word);
    if (id === undefined) ids.set(word, (id = ids.size));
    postWord.push(id);
    postStory.push(story);
    postFrom.push(allPositions.length);
    if (withPositions) for (const p of positions) allPositions.push(p);
  };
  return {
    add(text: string | null): boolean {
      // a story without its vector would need the database's NULL rules; the SQL search answers such a catalogue
      if (text === null) return (answerable = false);
      readVector(text, entry);
      story++;
      return answerable;
    },
    finish(): Postings {
      const words = [...ids.keys()].sort();
      const sortedId = new Uint32Array(words.length);
      words.forEach((word, i) => (sortedId[ids.get(word)!] = i));
      const count = postWord.length;
      const wordOf = postWord.array;
      // counting sort by lexeme; within a lexeme the stories stay in their order
      const start = new Uint32Array(words.length + 1);
      for (let p = 0; p < count; p++) start[sortedId[wordOf[p]] + 1]++;
      for (let w = 0; w < words.length; w++) start[w + 1] += start[w];
      const next = start.slice(0, words.length);
      const storyOf = new Uint32Array(count);
      const posStart = new Uint32Array(withPositions ? count + 1 : 0);
      const positions = new Uint16Array(withPositions ? allPositions.length : 0);
      const share = new Float64Array(withPositions ? count : 0);
      const hasA = new Uint8Array(withPositions ? count : 0);
      const order = new Uint32Array(count);
      for (let p = 0; p < count; p++) order[next[sortedId[wordOf[p]]]++] = p;
      const from = postFrom.array;
      const source = allPositions.array;
      let at = 0;
      for (let i = 0; i < count; i++) {
        const p = order[i];
        storyOf[i] = postStory.array[p];
        if (!withPositions) continue;
        posStart[i] = at;
        const end = p + 1 < count ? from[p + 1] : allPositions.length;
        for (let k = from[p]; k < end; k++) {
          positions[at++] = source[k];
          if (source[k] >> 14 === A) hasA[i] = 1;
        }
        share[i] = entryShare(positions, posStart[i], at);
      }
      if (withPositions) posStart[count] = at;
      return { words, start, story: storyOf, posStart, positions, share, hasA };
    },
  };
}

/** The first lexeme not below `word`. */
function lowerBound(words: string[], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The postings of the lexemes an operand answers: a prefix's run of lexemes, or the one lexeme. */
function postingRange(postings: Postings, operand: QueryOperand): [number, number] {
  const first = lowerBound(postings.words, operand.word);
  // every lexeme is bytes (byteString), so all that begin with the prefix sort below prefix + U+0100
  const end = operand.prefix ? lowerBound(postings.words, `${operand.word}\u0100`) : first + Number(postings.words[first] === operand.word);
  return [postings.start[first], postings.start[end]];
}

/**
 * What a search keeps per story, in one record of 64 bytes (a cache line) per story: a search reaches thousands of
 * stories spread over the catalogue, and a dozen arrays indexed by story cost a dozen cache misses per story, more
 * than all the counting. Int32 fields; the sum is a float (ts_rank adds in single precision, so a Float32Array view
 * rounds as Math.fround does) and score and date are doubles, in views of the same buffer.
 */
const RECORD = 16;
/** Int32 fields: the German operands' match (G_…), the title words' match (T_…), the search's hit. */
const [G_REACHED, G_SEEN, G_SEEN_A, G_ALL, G_TITLE_A, G_SUM, T_REACHED, T_SEEN, T_ALL, HIT, TITLE_HIT, EMPTY] = Array.from({ length: 12 }, (_, i) => i);
/** Float64 fields (index in the Float64Array view, within a record of RECORD / 2). */
const [SCORE, PUBLISHED] = [6, 7];
/** The fields one match counts in: the German operands' (with title positions and ts_rank's sum) or the title words'. */
const GERMAN = { reached: G_REACHED, seen: G_SEEN, all: G_ALL };
const TITLE_WORDS = { reached: T_REACHED, seen: T_SEEN, all: T_ALL };

/** Builds the index from the stories in the order given (by id), in chunks; `finish` is null when it cannot answer. */
export function searchIndexBuilder() {
  const search = postingsBuilder(true);
  const titles = postingsBuilder(false);
  const rows: IndexRow[] = [];
  let answerable = true;
  return {
    /** Adds stories; false once the index cannot answer this catalogue (then stop reading). */
    add(chunk: IndexRow[]): boolean {
      for (const row of chunk) {
        answerable = search.add(row.search) && titles.add(row.titleWords) && answerable;
        // the vectors are read: only the list item and the date stay
        rows.push({ ...row, search: null, titleWords: null });
      }
      return answerable;
    },
    finish: () => (answerable ? searchIndex(rows, search.finish(), titles.finish()) : null),
  };
}

export type SearchIndex = ReturnType<typeof searchIndex>;

function searchIndex(rows: IndexRow[], search: Postings, titles: Postings) {
  const count = rows.length;
  const record = new Int32Array(count * RECORD);
  const sums = new Float32Array(record.buffer);
  const doubles = new Float64Array(record.buffer);
  // marks start below any stamp, so no story counts as reached, seen or hit before the first search
  for (let story = 0; story < count; story++) {
    const r = story * RECORD;
    for (const field of [G_REACHED, G_SEEN, G_SEEN_A, T_REACHED, T_SEEN, HIT]) record[r + field] = -1;
    record[r + EMPTY] = 1;
    doubles[story * (RECORD / 2) + PUBLISHED] = rows[story].publishedUs;
  }
  for (const story of search.story) record[story * RECORD + EMPTY] = 0;
  const items: BoardstoryListItem[] = rows.map(({ id, slug, title, teaserImagesCount, free }) => ({ id, slug, title, teaserImagesCount, free }));
  const ids = Int32Array.from(rows, (r) => r.id);
  // the stories a match reached, and a search's hits, in the order found
  const germanList = new Uint32Array(count);
  const titleList = new Uint32Array(count);
  const hits = new Uint32Array(count);
  // a mark no earlier search or operand used, so that no record needs clearing between searches
  let stamp = 0;

  /**
   * The stories that some of the operands reach, into `list`, with how many operands reach each (`all`) and, for
   * the German operands, how many of them at a title position (G_TITLE_A) and for `sum`, the one rank operand,
   * ts_rank's sum over its entries (calc_rank_or), added in the database's order: the postings of a prefix's lexemes
   * run in byte order. Returns this match's mark (`reached`) and how many stories it reached.
   */
  function match(p: Postings, operands: QueryOperand[], fields: typeof GERMAN, list: Uint32Array, sum?: QueryOperand) {
    const { story: storyOf, hasA, share } = p;
    const { reached: reachedAt, seen: seenAt, all: allAt } = fields;
    const german = fields === GERMAN;
    const first = ++stamp;
    let reached = 0;
    for (const operand of operands) {
      const mark = ++stamp;
      const ranks = operand === sum;
      const [from, to] = postingRange(p, operand);
      for (let posting = from; posting < to; posting++) {
        const story = storyOf[posting];
        const r = story * RECORD;
        if (record[r + reachedAt] !== first) {
          record[r + reachedAt] = first;
          list[reached++] = story;
          record[r + allAt] = 0;
          if (german) {
            record[r + G_TITLE_A] = 0;
            sums[r + G_SUM] = 0;
          }
        }
        if (record[r + seenAt] !== mark) {
          record[r + seenAt] = mark;
          record[r + allAt]++;
        }
        if (german && hasA[posting] && record[r + G_SEEN_A] !== mark) {
          record[r + G_SEEN_A] = mark;
          record[r + G_TITLE_A]++;
        }
        if (ranks) sums[r + G_SUM] += share[posting];
      }
    }
    return { first, reached };
  }

  /** calc_rank_and of each hit, into its score: its entries per rank operand, gathered from the operands' postings. */
  function andRanks(operands: QueryOperand[], found: number, mark: number) {
    const entries = new Map<number, EntrySlice[][]>();
    operands.forEach((operand, o) => {
      const [from, to] = postingRange(search, operand);
      for (let posting = from; posting < to; posting++) {
        const story = search.story[posting];
        if (record[story * RECORD + HIT] !== mark) continue;
        let list = entries.get(story);
        if (!list) entries.set(story, (list = operands.map(() => [])));
        list[o].push({ positions: search.positions, start: search.posStart[posting], end: search.posStart[posting + 1] });
      }
    });
    for (let i = 0; i < found; i++) {
      const story = hits[i];
      doubles[story * (RECORD / 2) + SCORE] = pairRank(entries.get(story) ?? []);
    }
  }

  /**
   * The hits of a search, with their score: every story whose vector answers all of `germanOps` or whose title
   * words answer all of `simpleOps`. Null when ts_rank's operands cannot be told apart as the database does.
   */
  function rank(germanOps: QueryOperand[], simpleOps: QueryOperand[]) {
    const operands = rankOperands(germanOps);
    if (!operands) return null;
    if (stamp > 2 ** 30) {
      // after a billion marks start again, rather than ever meet a mark of long ago
      for (let r = 0; r < record.length; r += RECORD) for (const field of [G_REACHED, G_SEEN, G_SEEN_A, T_REACHED, T_SEEN, HIT]) record[r + field] = -1;
      stamp = 0;
    }
    // one rank operand (one word, or the same one twice): ts_rank is the sum the scan adds up
    const sum = operands.length === 1 ? operands[0] : undefined;
    const inGerman = match(search, germanOps, GERMAN, germanList, sum);
    const inTitle = match(titles, simpleOps, TITLE_WORDS, titleList);
    const mark = ++stamp;
    let found = 0;
    for (let i = 0; i < inGerman.reached; i++) {
      const story = germanList[i];
      const r = story * RECORD;
      if (record[r + G_ALL] !== germanOps.length) continue;
      record[r + HIT] = mark;
      hits[found++] = story;
      record[r + TITLE_HIT] = record[r + G_TITLE_A] === germanOps.length ? 1 : 0;
      doubles[story * (RECORD / 2) + SCORE] = sums[r + G_SUM];
    }
    for (let i = 0; i < inTitle.reached; i++) {
      const story = titleList[i];
      const r = story * RECORD;
      if (record[r + T_ALL] !== simpleOps.length) continue;
      if (record[r + HIT] !== mark) {
        record[r + HIT] = mark;
        hits[found++] = story;
        // ts_rank also ranks a title-words hit that the German operands reached only in part, or not at all
        doubles[story * (RECORD / 2) + SCORE] = record[r + G_REACHED] === inGerman.first ? sums[r + G_SUM] : 0;
      }
      record[r + TITLE_HIT] = 1;
    }
    // with several rank operands ts_rank is calc_rank_and, of the entries of each
    if (!sum && germanOps.length > 0) andRanks(operands, found, mark);
    // the order's score: title hits (German with weight A, or the title's words) before the rest, then ts_rank
    for (let i = 0; i < found; i++) {
      const story = hits[i];
      const r = story * RECORD;
      const ts = record[r + EMPTY] || germanOps.length === 0 ? 0 : doubles[story * (RECORD / 2) + SCORE];
      doubles[story * (RECORD / 2) + SCORE] = record[r + TITLE_HIT] + ts / 10;
    }
    return hits.subarray(0, found);
  }

  /** The order of the last search's hits (negative: `a` first): by score, then newest, then the higher id. */
  const before = (a: number, b: number) =>
    doubles[b * (RECORD / 2) + SCORE] - doubles[a * (RECORD / 2) + SCORE] ||
    doubles[b * (RECORD / 2) + PUBLISHED] - doubles[a * (RECORD / 2) + PUBLISHED] ||
    ids[b] - ids[a];

  return {
    size: count,
    /** One page of the hits (`offset`, `limit`) and their number. */
    page(germanOps: QueryOperand[], simpleOps: QueryOperand[], offset: number, limit: number) {
      const found = rank(germanOps, simpleOps);
      if (!found) return null;
      return { items: best(found, before, offset + limit).slice(offset).map((s) => items[s]), total: found.length };
    },
    /** Every hit's story id, best first. */
    all(germanOps: QueryOperand[], simpleOps: QueryOperand[]) {
      const found = rank(germanOps, simpleOps);
      return found && Array.from(found.sort(before), (s) => ids[s]);
    },
  };
}

/** The first `n` of `list` in the order `before`, without sorting the rest: a page of five among thousands of hits. */
function best(list: Uint32Array, before: (a: number, b: number) => number, n: number): number[] {
  if (n * 8 >= list.length) return Array.from(list.sort(before).subarray(0, n));
  const top: number[] = [];
  for (const x of list) {
    if (top.length === n && before(x, top[n - 1]) >= 0) continue;
    let i = top.length === n ? n - 1 : top.length;
    while (i > 0 && before(x, top[i - 1]) < 0) {
      top[i] = top[i - 1];
      i--;
    }
    top[i] = x;
  }
  return top;
}
