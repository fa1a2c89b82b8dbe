import { eq, sql } from 'drizzle-orm';
import { gameAllowedByCode } from '../../shared/domain/games';
import { isCodeValidFor } from '../../shared/domain/rights';
import type { turnReportSchema } from '../../shared/schemas/turns';
import type * as v from 'valibot';
import type { Db } from '../db/client';
import { accessCodes, boardstories, games, turnGames, turns, type QuizData, type SearchData } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { publishChange } from './publish-change';
import { codeGrant } from './rights';
import { hashToken } from './tokens';

type Report = v.InferOutput<typeof turnReportSchema>;
type GameRow = { id: number; gameType: 'impulse' | 'quiz' | 'search'; data: unknown };

/** How often at most a school's open tabs hear that turns changed: a class of tablets reports in bursts. */
export const TURNS_PUSH_INTERVAL_MS = 1_000;

type Throttle = { again: boolean };
const throttles = new WeakMap<Db, Map<number, Throttle>>();

/**
 * Tells the organisation's members that its turns changed (/live key `turns`), at most once per
 * TURNS_PUSH_INTERVAL_MS per organisation and process: the first change at once, the ones after it together at the end
 * of the interval. Kept per process, like the sockets: each process coalesces what it received itself.
 */
export function announceTurns(db: Db, organizationId: number): void {
  let byOrg = throttles.get(db);
  if (!byOrg) throttles.set(db, (byOrg = new Map()));
  const running = byOrg.get(organizationId);
  if (running) {
    running.again = true;
    return;
  }
  const throttle: Throttle = { again: false };
  byOrg.set(organizationId, throttle);
  void publishChange(db, organizationId, ['turns']);
  const tick = () => {
    if (!throttle.again) return void byOrg.delete(organizationId);
    throttle.again = false;
    void publishChange(db, organizationId, ['turns']);
    setTimeout(tick, TURNS_PUSH_INTERVAL_MS).unref();
  };
  setTimeout(tick, TURNS_PUSH_INTERVAL_MS).unref();
}

/** The story's games as the report is checked against: each game named must be the story's, of its type, not switched off by the code. */
function checkedGame(byId: Map<number, GameRow>, id: number, type: GameRow['gameType'], switches: Parameters<typeof gameAllowedByCode>[1]): GameRow {
  const game = byId.get(id);
  if (!game || game.gameType !== type) throw badRequest(`game ${id}: not a ${type} game of this boardstory`);
  if (!gameAllowedByCode(type, switches)) throw badRequest(`game ${id}: switched off by this access code`);
  return game;
}

/**
 * PUT /api/turns/{turnId} (see docs/api.md#class-results): applies a turn's whole state as an upsert, so a replay or a
 * late report counts nothing twice. The code must be valid for the story; a turn id once used stays with its code and
 * story. Whether an answer was right and how many objects a search game has come from the story's games, not from
 * the report. Answers whether anything changed (the live push goes out then).
 */
export async function reportTurn(db: Db, turnId: string, report: Report): Promise<{ changed: boolean }> {
  const [story] = await db.select({ id: boardstories.id, gameActive: boardstories.gameActive }).from(boardstories).where(eq(boardstories.id, report.boardstory));
  if (!story) throw notFound('boardstory not found');
  const grant = await codeGrant(db, report.accessCode);
  if (!isCodeValidFor(grant, story.id)) throw forbidden('access code invalid for this boardstory');
  const [code] = await db
    .select({
      organizationId: accessCodes.organizationId,
      searchGameEnabled: accessCodes.searchGameEnabled,
      impulseEnabled: accessCodes.impulseEnabled,
      quizEnabled: accessCodes.quizEnabled,
    })
    .from(accessCodes)
    .where(eq(accessCodes.id, grant.id));

  const named = report.quiz.length + report.search.length + report.impulses.length;
  const storyGames: GameRow[] = named && story.gameActive ? await db.select({ id: games.id, gameType: games.gameType, data: games.data }).from(games).where(eq(games.boardstoryId, story.id)) : [];
  const byId = new Map(storyGames.map((g) => [g.id, g]));

  // each answer checked against the game before anything is written; a question answered twice in one report keeps its first
  const quiz = new Map<string, { gameId: number; item: number; option: number }>();
  for (const answer of report.quiz) {
    const game = checkedGame(byId, answer.game, 'quiz', code);
    const question = (game.data as QuizData).questions[answer.question];
    if (!question) throw badRequest(`game ${answer.game}: no question ${answer.question}`);
    if (!question.options[answer.option]) throw badRequest(`game ${answer.game}: question ${answer.question} has no option ${answer.option}`);
    const key = `${answer.game}:${answer.question}`;
    if (!quiz.has(key)) quiz.set(key, { gameId: answer.game, item: answer.question, option: answer.option });
  }
  const search = new Map<number, { found: number; seconds: number }>();
  for (const result of report.search) {
    const game = checkedGame(byId, result.game, 'search', code);
    // the game's own number of objects bounds what a report can claim
    const found = Math.min(result.found, (game.data as SearchData).answers.length);
    const seconds = Math.round(result.seconds * 10) / 10;
    const before = search.get(result.game);
    if (!before || found > before.found) search.set(result.game, { found, seconds });
  }
  const impulses = new Set<number>();
  for (const impulse of report.impulses) impulses.add(checkedGame(byId, impulse.game, 'impulse', code).id);

  const furthest = Math.floor(report.furthestSeconds);
  const changed = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const turnHash = hashToken(turnId);
    const [inserted] = await tx
      .insert(turns)
      .values({ turnHash, accessCodeId: grant.id, boardstoryId: story.id, organizationId: code.organizationId, furthestSeconds: furthest, ended: report.ended })
      .onConflictDoNothing({ target: turns.turnHash })
      .returning({ id: turns.id });
    let id: number;
    let changed = !!inserted;
    if (inserted) {
      id = inserted.id;
    } else {
      const [existing] = await tx.select().from(turns).where(eq(turns.turnHash, turnHash)).for('update');
      if (existing.accessCodeId !== grant.id || existing.boardstoryId !== story.id) throw conflict('turn belongs to another access code or boardstory');
      id = existing.id;
      // the furthest second is the largest seen, and an ended turn stays ended: a late report undoes nothing
      if (furthest > existing.furthestSeconds || (report.ended && !existing.ended)) {
        await tx
          .update(turns)
          .set({ furthestSeconds: Math.max(furthest, existing.furthestSeconds), ended: existing.ended || report.ended })
          .where(eq(turns.id, id));
        changed = true;
      }
    }
    const turn = id;
    // a question keeps the first answer chosen, an impulse once opened stays opened: rows that exist are left alone
    const firsts = [
      ...[...quiz.values()].map((a) => ({ turnId: turn, gameId: a.gameId, item: a.item, option: a.option })),
      ...[...impulses].map((gameId) => ({ turnId: turn, gameId, item: 0 })),
    ];
    if (firsts.length) {
      const added = await tx.insert(turnGames).values(firsts).onConflictDoNothing().returning({ gameId: turnGames.gameId });
      changed ||= added.length > 0;
    }
    // a search game keeps the most objects found, with the seconds it took to find them
    for (const [gameId, result] of search) {
      const [row] = await tx
        .insert(turnGames)
        .values({ turnId: turn, gameId, item: 0, found: result.found, seconds: result.seconds })
        .onConflictDoUpdate({
          target: [turnGames.turnId, turnGames.gameId, turnGames.item],
          set: { found: sql`excluded.found`, seconds: sql`excluded.seconds` },
          setWhere: sql`excluded.found > coalesce(${turnGames.found}, -1)`,
        })
        .returning({ gameId: turnGames.gameId });
      changed ||= !!row;
    }
    // the hour of the last report that added something: the teacher's "last turn"
    if (changed && !inserted) await tx.update(turns).set({ lastReportAt: sql`date_trunc('hour', now())` }).where(eq(turns.id, id));
    return changed;
  });
  if (changed && code.organizationId !== null) announceTurns(db, code.organizationId);
  return { changed };
}
