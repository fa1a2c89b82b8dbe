import * as v from 'valibot';
import { MAX_PLAYER_SECONDS } from '../domain/playback';
import { accessCodeSchema } from './access-codes';
import { dbId } from './db-id';

/**
 * A pupil's turn and what the class did (see docs/privacy.md and docs/api.md#class-results). A turn is one pupil's
 * playback of a story opened with a code, on a class tablet or at home. Its id is made at random by the browser when
 * the turn begins and forgotten when it ends: nothing in it names the pupil, the device or its address.
 *
 * The browser sends the turn's whole state so far, again as it grows (after each game, at the heartbeat, at the end).
 * The server applies it as an upsert, so a report sent twice, late or out of order counts nothing twice: the furthest
 * second is the largest seen, `ended` once true stays true, a quiz question keeps the first answer chosen, a search
 * game the most objects found, an impulse once opened stays opened.
 */

/** The random id of a turn: 22–64 URL-safe characters (128 bits or more of randomness). */
export const turnIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/, 'malformed turn id'));
export const turnIdParamSchema = v.object({ turnId: turnIdSchema });

const seconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_PLAYER_SECONDS));
/** A story has at most a few dozen games and a quiz a few dozen questions; more is not a report but an attack. */
export const MAX_TURN_ITEMS = 100;

/** The first answer the pupil chose for one question (indexes into the game's `questions` and their `options`). */
export const quizAnswerSchema = v.object({
  game: dbId,
  question: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  option: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(19)),
});
/** A search game: how many of its objects were found, and the seconds from its start until the last one found. */
export const searchResultSchema = v.object({
  game: dbId,
  found: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  seconds: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(3_600)),
});
/** An impulse the pupil opened. */
export const impulseOpenedSchema = v.object({ game: dbId });

/**
 * PUT /api/turns/{turnId}: the turn's state so far. The server checks the code against the story (an invalid, expired
 * or foreign code, or a story the code does not open, is refused) and each game against the story; it works out from
 * the story's own games whether an answer was right and how many objects a search game has.
 */
export const turnReportSchema = v.object({
  boardstory: dbId,
  accessCode: accessCodeSchema,
  furthestSeconds: seconds,
  ended: v.boolean(),
  quiz: v.optional(v.pipe(v.array(quizAnswerSchema), v.maxLength(MAX_TURN_ITEMS)), []),
  search: v.optional(v.pipe(v.array(searchResultSchema), v.maxLength(MAX_TURN_ITEMS)), []),
  impulses: v.optional(v.pipe(v.array(impulseOpenedSchema), v.maxLength(MAX_TURN_ITEMS)), []),
});
export type TurnReport = v.InferInput<typeof turnReportSchema>;

/**
 * A count shown to a teacher: `null` stands for 1 or 2 ("weniger als 3"), so that a single pupil's answers cannot be
 * read off; 0 and 3 or more are given as they are.
 */
export type GuardedCount = number | null;
/** A share between 0 and 1, or `null` when fewer than 3 turns stand behind it. */
export type GuardedShare = number | null;

/** How far the turns got: furthest second over the story's duration, in quarters; finished turns count in the last. */
export type ProgressBucket = { fromPercent: 0 | 25 | 50 | 75; toPercent: 25 | 50 | 75 | 100; turns: GuardedCount };

export type QuizQuestionResult = {
  question: string;
  answered: GuardedCount;
  shareRight: GuardedShare;
  options: { option: string; correct: boolean; chosen: GuardedCount }[];
};
export type GameResult =
  | { gameType: 'quiz'; game: number; position: number; questions: QuizQuestionResult[] }
  | { gameType: 'search'; game: number; position: number; hint: string; turns: GuardedCount; shareFound: GuardedShare; medianSeconds: number | null }
  | { gameType: 'impulse'; game: number; position: number; text: string; opened: GuardedCount };

/** GET /api/access-codes/{id}/results: one code's class results. */
export type CodeResults = {
  accessCodeId: number;
  code: string;
  boardstory: { id: number; title: string; slug: string };
  /** the teacher who made the code: shown to the school's owner and an administrator, never a pupil */
  createdBy: string | null;
  turnsStarted: GuardedCount;
  turnsFinished: GuardedCount;
  progress: ProgressBucket[];
  games: GameResult[];
  lastTurnAt: string | null;
};

/** One row of GET /api/results' code list. */
export type CodeResultsRow = {
  accessCodeId: number;
  code: string;
  note: string | null;
  kind: 'pupil' | 'rental';
  boardstory: { id: number; title: string; slug: string };
  createdBy: string | null;
  validUntil: string;
  turnsStarted: GuardedCount;
  turnsFinished: GuardedCount;
  lastTurnAt: string | null;
};
/** A story's total: for an owner over the licence period (what the school used), for an administrator the platform's. */
export type StoryTotal = { boardstory: { id: number; title: string; slug: string }; turnsStarted: number; turnsFinished: number };

/**
 * GET /api/results: a teacher's own codes; a school's owner every code of the school (teachers named) and the per-story
 * totals of the current licence period (`period`); an administrator the platform's per-story totals.
 */
export type ResultsOverview = {
  codes: CodeResultsRow[];
  totals: StoryTotal[] | null;
  period: { from: string; until: string } | null;
};
