import { and, asc, desc, eq, gte, inArray, lt, max, or, sql } from 'drizzle-orm';
import { berlinDayOf } from '../../shared/domain/berlin-day';
import { gameAllowedByCode } from '../../shared/domain/games';
import type {
  CodeResults,
  CodeResultsRow,
  GameResult,
  GuardedCount,
  GuardedShare,
  ProgressBucket,
  QuizQuestionResult,
  ResultsOverview,
  StoryTotal,
} from '../../shared/schemas/turns';
import type { Db } from '../db/client';
import { accessCodes, boardstories, games, media, organizationMembers, turnGames, turns, turnTotals, users, type ImpulseData, type QuizData, type SearchData } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { SessionUser } from '../http/env';
import { decryptCode } from './code-crypto';
import { organizationLicence } from './organization-licence';

/** Fewer turns than this behind a number and it is withheld (see docs/privacy.md#what-a-teacher-sees). */
export const MIN_SHOWN = 3;

/** 1 and 2 become null, so that no single pupil's answer can be read off; 0 and 3 or more are shown. */
export const guarded = (n: number): GuardedCount => (n > 0 && n < MIN_SHOWN ? null : n);
const share = (part: number, whole: number): GuardedShare => (whole < MIN_SHOWN ? null : part / whole);

const nameOf = (u: { firstName: string | null; lastName: string | null }) => [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/**
 * One code as its results need it, with its story's length, if the user may read them: its maker, an owner of its
 * organisation, or an administrator. Anyone else's code answers 404 like an unknown one, so ids reveal nothing. One
 * query: the view is asked for each time a turn changes.
 */
async function readableCode(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      id: accessCodes.id,
      codeCiphertext: accessCodes.codeCiphertext,
      createdBy: accessCodes.createdBy,
      boardstoryId: accessCodes.boardstoryId,
      searchGameEnabled: accessCodes.searchGameEnabled,
      impulseEnabled: accessCodes.impulseEnabled,
      quizEnabled: accessCodes.quizEnabled,
      title: boardstories.title,
      slug: boardstories.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      // the full video's length, which progress is measured against; 0 when the story has none
      duration: sql<number>`coalesce((SELECT max(${media.duration}) FROM ${media} WHERE ${media.boardstoryId} = ${accessCodes.boardstoryId} AND ${media.kind} = 'VIDEO'), 0)`,
      owns: sql<boolean>`EXISTS (SELECT 1 FROM ${organizationMembers} WHERE ${organizationMembers.organizationId} = ${accessCodes.organizationId}
        AND ${organizationMembers.userId} = ${user.id} AND ${organizationMembers.userRole} = 'OWNER')`,
    })
    .from(accessCodes)
    .innerJoin(boardstories, eq(boardstories.id, accessCodes.boardstoryId))
    .leftJoin(users, eq(users.id, accessCodes.createdBy))
    .where(eq(accessCodes.id, id));
  if (!row || !(user.isAdmin || row.createdBy === user.id || row.owns)) throw notFound('access code not found');
  return row;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * GET /api/access-codes/{id}/results (see docs/api.md#class-results): what the turns with one code did. Counts of 1 and
 * 2 are withheld, shares and medians need 3 turns behind them; the last turn's hour too.
 */
export async function codeResults(db: Db, secret: string, user: SessionUser, id: number): Promise<CodeResults> {
  const code = await readableCode(db, user, id);
  // no video to measure against: every unfinished turn counts in the first quarter
  const d = Number(code.duration) > 0 ? Number(code.duration) : Number.MAX_SAFE_INTEGER;
  const unfinished = sql`NOT ${turns.ended}`;
  const f = turns.furthestSeconds;
  // the counts from the code's index range alone, the games, and what the code's turns did in them: at once
  const [[counts], storyGames, rows] = await Promise.all([
    db
      .select({
        started: sql<number>`count(*)::int`,
        finished: sql<number>`(count(*) FILTER (WHERE ${turns.ended}))::int`,
        q0: sql<number>`(count(*) FILTER (WHERE ${unfinished} AND ${f} * 4 < ${d}))::int`,
        q1: sql<number>`(count(*) FILTER (WHERE ${unfinished} AND ${f} * 4 >= ${d} AND ${f} * 2 < ${d}))::int`,
        q2: sql<number>`(count(*) FILTER (WHERE ${unfinished} AND ${f} * 2 >= ${d} AND ${f} * 4 < ${d} * 3))::int`,
        last: max(turns.lastReportAt),
      })
      .from(turns)
      .where(eq(turns.accessCodeId, id)),
    db.select().from(games).where(eq(games.boardstoryId, code.boardstoryId)).orderBy(asc(games.position), asc(games.id)),
    // one row per turn and game (question): a class's few hundred, counted here rather than in grouped queries
    db
      .select({ gameId: turnGames.gameId, item: turnGames.item, option: turnGames.option, found: turnGames.found, seconds: turnGames.seconds })
      .from(turnGames)
      .innerJoin(turns, eq(turns.id, turnGames.turnId))
      .where(eq(turns.accessCodeId, id)),
  ]);
  const q3 = counts.started - counts.q0 - counts.q1 - counts.q2;
  const progress: ProgressBucket[] = [
    { fromPercent: 0, toPercent: 25, turns: guarded(counts.q0) },
    { fromPercent: 25, toPercent: 50, turns: guarded(counts.q1) },
    { fromPercent: 50, toPercent: 75, turns: guarded(counts.q2) },
    { fromPercent: 75, toPercent: 100, turns: guarded(q3) },
  ];

  const rowsOf = (gameId: number) => rows.filter((r) => r.gameId === gameId);
  const gameResults: GameResult[] = storyGames
    .filter((g) => gameAllowedByCode(g.gameType, code))
    .map((g): GameResult => {
      const base = { game: g.id, position: g.position };
      const mine = rowsOf(g.id);
      if (g.gameType === 'quiz') {
        const questions = (g.data as QuizData).questions.map((q, item): QuizQuestionResult => {
          const chosen = q.options.map((_, option) => mine.filter((r) => r.item === item && r.option === option).length);
          const answered = chosen.reduce((a, b) => a + b, 0);
          const right = chosen.filter((_, option) => q.options[option].correct).reduce((a, b) => a + b, 0);
          return {
            question: q.question,
            answered: guarded(answered),
            shareRight: share(right, answered),
            options: q.options.map((o, option) => ({ option: o.option, correct: o.correct, chosen: guarded(chosen[option]) })),
          };
        });
        return { ...base, gameType: 'quiz', questions };
      }
      if (g.gameType === 'search') {
        const objects = (g.data as SearchData).answers.length;
        const played = mine.length;
        const all = mine.filter((r) => (r.found ?? 0) >= objects).length;
        const seconds = mine.flatMap((r) => (r.seconds === null ? [] : [r.seconds]));
        return {
          ...base,
          gameType: 'search',
          hint: (g.data as SearchData).hint,
          turns: guarded(played),
          shareFound: share(all, played),
          medianSeconds: played >= MIN_SHOWN && seconds.length > 0 ? Math.round(median(seconds) * 10) / 10 : null,
        };
      }
      return { ...base, gameType: 'impulse', text: (g.data as ImpulseData).text, opened: guarded(mine.length) };
    });

  return {
    accessCodeId: code.id,
    code: decryptCode(secret, code.codeCiphertext),
    boardstory: { id: code.boardstoryId, title: code.title, slug: code.slug },
    createdBy: nameOf(code),
    turnsStarted: guarded(counts.started),
    turnsFinished: guarded(counts.finished),
    progress,
    games: gameResults,
    lastTurnAt: counts.started >= MIN_SHOWN && counts.last ? counts.last.toISOString() : null,
  };
}

/** Per story: the turns in the table and those the retention job kept as counts, added up. */
async function storyTotals(db: Db, organizationId: number | null, period: { from: Date; until: Date } | null): Promise<StoryTotal[]> {
  const live = db
    .select({ boardstoryId: turns.boardstoryId, started: sql<number>`count(*)::int`, finished: sql<number>`(count(*) FILTER (WHERE ${turns.ended}))::int` })
    .from(turns)
    .where(
      and(
        organizationId === null ? undefined : eq(turns.organizationId, organizationId),
        period ? and(gte(turns.startedAt, period.from), lt(turns.startedAt, period.until)) : undefined,
      ),
    )
    .groupBy(turns.boardstoryId);
  const kept = db
    .select({
      boardstoryId: turnTotals.boardstoryId,
      started: sql<number>`sum(${turnTotals.turnsStarted})::int`,
      finished: sql<number>`sum(${turnTotals.turnsFinished})::int`,
    })
    .from(turnTotals)
    .where(
      and(
        organizationId === null ? undefined : eq(turnTotals.organizationId, organizationId),
        period ? and(gte(turnTotals.day, berlinDayOf(period.from)), lt(turnTotals.day, berlinDayOf(period.until))) : undefined,
      ),
    )
    .groupBy(turnTotals.boardstoryId);
  const sums = new Map<number, { started: number; finished: number }>();
  const [fromTurns, fromTotals] = await Promise.all([live, kept]);
  for (const row of [...fromTurns, ...fromTotals]) {
    const sum = sums.get(row.boardstoryId) ?? { started: 0, finished: 0 };
    sum.started += row.started;
    sum.finished += row.finished;
    sums.set(row.boardstoryId, sum);
  }
  if (sums.size === 0) return [];
  const stories = await db.select({ id: boardstories.id, title: boardstories.title, slug: boardstories.slug }).from(boardstories).where(inArray(boardstories.id, [...sums.keys()]));
  return stories
    .map((story) => ({ boardstory: story, turnsStarted: sums.get(story.id)!.started, turnsFinished: sums.get(story.id)!.finished }))
    .sort((a, b) => b.turnsStarted - a.turnsStarted || a.boardstory.title.localeCompare(b.boardstory.title, 'de'));
}

/**
 * GET /api/results (see docs/api.md#class-results): the codes whose results the user reads (their own, and as an owner
 * every code of the organisation), and the per-story totals: an owner's over the current licence period, an
 * administrator's the platform's. Members without codes of their own (a library's reader) and users without an
 * organisation get 403.
 */
export async function resultsOverview(db: Db, secret: string, user: SessionUser): Promise<ResultsOverview> {
  const memberships = await db
    .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.userRole })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id))
    .orderBy(asc(organizationMembers.organizationId));
  if (!user.isAdmin && !memberships.some((m) => m.role === 'OWNER' || m.role === 'USER')) throw forbidden('no class results for this account');
  const owned = memberships.filter((m) => m.role === 'OWNER').map((m) => m.organizationId);
  // the codes with their counts and the totals side by side: each reads its own index
  const [codes, totals] = await Promise.all([codeRows(db, secret, user.id, owned), overviewTotals(db, user, owned)]);
  return { codes, ...totals };
}

/** The user's codes and those of the organisations they own, newest first, each with its counts from its index range. */
async function codeRows(db: Db, secret: string, userId: number, owned: number[]): Promise<CodeResultsRow[]> {
  // each code's counts from one range of its index (turns_code_idx holds what they count)
  const counted = db
    .select({
      started: sql<number>`count(*)::int`.as('started'),
      finished: sql<number>`(count(*) FILTER (WHERE ${turns.ended}))::int`.as('finished'),
      last: max(turns.lastReportAt).as('last'),
    })
    .from(turns)
    .where(eq(turns.accessCodeId, accessCodes.id))
    .as('counted');
  const rows = await db
    .select({
      id: accessCodes.id,
      codeCiphertext: accessCodes.codeCiphertext,
      note: accessCodes.note,
      isRental: accessCodes.isRental,
      expirationDate: accessCodes.expirationDate,
      boardstoryId: accessCodes.boardstoryId,
      title: boardstories.title,
      slug: boardstories.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      started: counted.started,
      finished: counted.finished,
      last: counted.last,
    })
    .from(accessCodes)
    .innerJoin(boardstories, eq(boardstories.id, accessCodes.boardstoryId))
    .leftJoin(users, eq(users.id, accessCodes.createdBy))
    .leftJoinLateral(counted, sql`true`)
    .where(or(eq(accessCodes.createdBy, userId), owned.length ? inArray(accessCodes.organizationId, owned) : undefined))
    .orderBy(desc(accessCodes.createdAt), desc(accessCodes.id));
  return rows.map((row) => ({
    accessCodeId: row.id,
    code: decryptCode(secret, row.codeCiphertext),
    note: row.note || null,
    kind: row.isRental ? 'rental' : 'pupil',
    boardstory: { id: row.boardstoryId, title: row.title, slug: row.slug },
    createdBy: nameOf(row),
    validUntil: row.expirationDate.toISOString(),
    turnsStarted: guarded(row.started ?? 0),
    turnsFinished: guarded(row.finished ?? 0),
    lastTurnAt: (row.started ?? 0) >= MIN_SHOWN && row.last ? new Date(row.last).toISOString() : null,
  }));
}

/** An administrator's platform totals; an owner's of the first owned organisation with a licence, over its period. */
async function overviewTotals(db: Db, user: SessionUser, owned: number[]): Promise<Pick<ResultsOverview, 'totals' | 'period'>> {
  if (user.isAdmin) return { totals: await storyTotals(db, null, null), period: null };
  for (const organizationId of owned) {
    const licence = await organizationLicence(db, organizationId);
    if (!licence?.validFrom || !licence.validUntil) continue;
    const period = { from: licence.validFrom, until: licence.validUntil };
    return { totals: await storyTotals(db, organizationId, period), period: { from: period.from.toISOString(), until: period.until.toISOString() } };
  }
  return { totals: null, period: null };
}
