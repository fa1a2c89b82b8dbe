import { useCallback, useEffect, useRef } from 'react';
import { store } from '../../lib/store';
import { TRACKING_HEARTBEAT_MS } from '../../shared/domain/playback';
import type { Game } from '../../shared/schemas/games';
import { turnAtom } from './class-results.atoms';
import { queueTurnReport } from './class-results.mutations';
import { startTurn, turnReport, withEnd, withImpulse, withProgress, withQuizAnswer, withSearchFound, withSearchStart, type Turn } from './turn-state';

/** Applies a change to the running turn (none: nothing happens; a story opened without a code has no turn). */
function change(fn: (t: Turn) => Turn): Turn | null {
  const turn = store.get(turnAtom);
  if (!turn) return null;
  const next = fn(turn);
  if (next !== turn) store.set(turnAtom, next);
  return next;
}

/** Queues the turn's whole state when something in it is not yet on its way. */
function flush() {
  const turn = store.get(turnAtom);
  if (!turn?.unsent) return;
  store.set(turnAtom, { ...turn, unsent: false });
  queueTurnReport(turn.id, turnReport(turn));
}

// A turn ends however its atom loses it — the story page left, another story begun, the class tablet's next pupil
// (forgetPupil, which may come before the page has gone): what it did since its last report goes out then.
let running: Turn | null = null;
store.sub(turnAtom, () => {
  const turn = store.get(turnAtom);
  if (running?.unsent && running.id !== turn?.id) queueTurnReport(running.id, turnReport(running));
  running = turn;
});

/**
 * The turn's life on the story page (see docs/codes.md#class-results): it ends when the page shows another story or
 * another code, or is left (on a class tablet also "Fertig" and the idle end). The id is forgotten: the next turn is a
 * new one.
 */
export function useTurnLifetime(boardstoryId: number, accessCode: string | null) {
  useEffect(() => () => store.set(turnAtom, null), [boardstoryId, accessCode]);
}

type Options = { boardstoryId: number; accessCode: string | null; enabled: boolean; currentTime: () => number };

/**
 * The player's part of a pupil's turn: it begins on the first play of the full video opened with a code, keeps the
 * furthest second, and is reported at once, at the tracking heartbeat and at the end. Returns the handlers the player
 * calls beside the tracking's.
 */
export function useTurnReporting({ boardstoryId, accessCode, enabled, currentTime }: Options) {
  const heartbeat = useRef<ReturnType<typeof setInterval>>(undefined);
  const on = enabled && accessCode !== null;

  const progress = useCallback(() => change((t) => withProgress(t, currentTime())), [currentTime]);
  const stopHeartbeat = () => clearInterval(heartbeat.current);
  useEffect(() => stopHeartbeat, []);

  return {
    onPlay() {
      if (!on) return;
      const turn = store.get(turnAtom);
      if (!turn || turn.boardstory !== boardstoryId || turn.accessCode !== accessCode) store.set(turnAtom, startTurn(boardstoryId, accessCode));
      progress();
      flush();
      stopHeartbeat();
      heartbeat.current = setInterval(() => (progress(), flush()), TRACKING_HEARTBEAT_MS);
    },
    onPause: stopHeartbeat,
    onTime(seconds: number) {
      if (on) change((t) => withProgress(t, seconds));
    },
    onEnded() {
      stopHeartbeat();
      if (!on) return;
      change((t) => withEnd(withProgress(t, currentTime())));
      flush();
    },
  };
}

const record = (game: Game, fn: (t: Turn) => Turn) => {
  if (change((t) => (t.boardstory === game.boardstoryId ? fn(t) : t))) flush();
};

/** What the games report of a turn: each event is sent at once (queued while offline). A game of another story counts nothing. */
export const turnEvents = {
  quizAnswer: (game: Game, question: number, option: number) => record(game, (t) => withQuizAnswer(t, game.id, question, option)),
  searchStarted: (game: Game) => record(game, (t) => withSearchStart(t, game.id, Date.now())),
  searchFound: (game: Game, found: number) => record(game, (t) => withSearchFound(t, game.id, found, Date.now())),
  impulseOpened: (game: Game) => record(game, (t) => withImpulse(t, game.id)),
};
