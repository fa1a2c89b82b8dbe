import type { Game, ImpulsePosition, Point, QuizGame, SearchAnswer } from '../schemas/games';

/** Game rules (see docs/stories-and-player.md#games), free of the DOM. */

/** A game at a position (not an impulse) starts when playback is within this window after it. */
export const CUE_WINDOW_SECONDS = 0.5;
/** An impulse marker shows within this window after its position. */
export const IMPULSE_WINDOW_SECONDS = 1;
/** A found answer is highlighted this long before the next step. */
export const SEARCH_SUCCESS_DELAY_MS = 550;
export const AT_STORY_END = -1;

/**
 * Whether playback at `time` has reached `position`: it is less than `window` past it, or it played through it
 * since `playedFrom`, the time last seen while playing on without a seek (null after a seek). The second half
 * keeps a slow tablet, whose time reports come late, from playing past a game; a seek past it still skips it.
 */
export function reached(position: number, time: number, window: number, playedFrom: number | null): boolean {
  if (time < position) return false;
  return time - position <= window || (playedFrom !== null && playedFrom < position);
}

/**
 * The game due at `time` that has not run yet in this playback: its position was reached (see `reached`;
 * an impulse's window is one second). Seeking far past a game does not start it later.
 */
export function dueGame(games: Game[], time: number, done: ReadonlySet<number>, playedFrom: number | null = null): Game | null {
  for (const game of games) {
    if (game.position === AT_STORY_END || done.has(game.id)) continue;
    const window = game.gameType === 'impulse' ? IMPULSE_WINDOW_SECONDS : CUE_WINDOW_SECONDS;
    if (reached(game.position, time, window, playedFrom)) return game;
  }
  return null;
}

/** The game that launches when the story ends (position -1). */
export const endGame = (games: Game[]) => games.find((g) => g.position === AT_STORY_END) ?? null;

export const isInside = (p: Point, a: SearchAnswer) =>
  p.x >= a.topLeft.x && p.x <= a.bottomRight.x && p.y >= a.topLeft.y && p.y <= a.bottomRight.y;

/** Index of the answer under a click (0..10000 coordinates), or -1 for a miss. */
export const hitAnswer = (answers: SearchAnswer[], p: Point) => answers.findIndex((a) => isInside(p, a));

/** Where an impulse marker sits, in percent of the picture. */
export function impulseSpot(position: ImpulsePosition): { left: number; top: number } {
  const corners = {
    topLeft: { left: 8, top: 8 },
    topRight: { left: 92, top: 8 },
    bottomLeft: { left: 8, top: 92 },
    bottomRight: { left: 92, top: 92 },
    center: { left: 50, top: 50 },
  } as const;
  if (typeof position === 'string') return corners[position];
  return { left: position.x / 100, top: position.y / 100 };
}

/** Desktop impulse popups: min(container/3, 450) px wide on containers wider than 700 px, else full width. */
export const impulsePopupWidth = (containerWidth: number) => (containerWidth > 700 ? Math.min(containerWidth / 3, 450) : null);

type QuizOutcome = 'allCorrect' | 'partiallyCorrect' | 'noneCorrect';

function quizOutcome(correct: number, total: number): QuizOutcome {
  if (correct >= total) return 'allCorrect';
  return correct === 0 ? 'noneCorrect' : 'partiallyCorrect';
}

/** The result line: all, none or "x von n" correct; headed by congratulations when any answer was right. */
export function quizResult(game: QuizGame, correct: number): { heading: string; text: string; note: string } {
  const total = game.questions.length;
  const outcome = quizOutcome(correct, total);
  const text =
    outcome === 'allCorrect'
      ? `Du hast alle ${total} Fragen richtig beantwortet.`
      : outcome === 'noneCorrect'
        ? 'Du hast keine Frage richtig beantwortet.'
        : `Du hast ${correct} von ${total} Fragen richtig beantwortet.`;
  return { heading: correct > 0 ? 'Herzlichen Glückwunsch!' : 'Versuchs nochmal', text, note: game.notes[outcome] };
}

/** Which games a pupil's code lets through (see docs/codes.md#switches). */
type GameSwitches = { searchGameEnabled: boolean; impulseEnabled: boolean; quizEnabled: boolean };
export const gameAllowedByCode = (gameType: Game['gameType'], s: GameSwitches) =>
  gameType === 'search' ? s.searchGameEnabled : gameType === 'impulse' ? s.impulseEnabled : s.quizEnabled;
