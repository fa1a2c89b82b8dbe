import type { TurnReport } from '../../shared/schemas/turns';

/**
 * A pupil's turn as the browser keeps it (see docs/codes.md#class-results): the state sent with PUT /api/turns/{id},
 * plus when each search game began (for its seconds) and whether the furthest second grew since the last report.
 */
export type Turn = {
  id: string;
  boardstory: number;
  accessCode: string;
  furthestSeconds: number;
  ended: boolean;
  quiz: { game: number; question: number; option: number }[];
  search: { game: number; found: number; seconds: number }[];
  impulses: { game: number }[];
  /** Date.now() when each search game's search began; not sent */
  searchStarts: Record<number, number>;
  /** something the last report did not carry yet */
  unsent: boolean;
};

/** 16 random bytes (128 bits) as base64url: 22 characters, what turnIdSchema takes. */
export function newTurnId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function startTurn(boardstory: number, accessCode: string, id = newTurnId()): Turn {
  return { id, boardstory, accessCode, furthestSeconds: 0, ended: false, quiz: [], search: [], impulses: [], searchStarts: {}, unsent: true };
}

/** What PUT /api/turns/{id} takes: the whole state so far, nothing that names the pupil. */
export const turnReport = (t: Turn): TurnReport => ({
  boardstory: t.boardstory,
  accessCode: t.accessCode,
  furthestSeconds: Math.round(t.furthestSeconds * 10) / 10,
  ended: t.ended,
  quiz: t.quiz,
  search: t.search,
  impulses: t.impulses,
});

/** The furthest second grows only; a jump back to replay a page keeps how far the pupil got. */
export const withProgress = (t: Turn, seconds: number): Turn =>
  Number.isFinite(seconds) && seconds > t.furthestSeconds ? { ...t, furthestSeconds: seconds, unsent: true } : t;

export const withEnd = (t: Turn): Turn => (t.ended ? t : { ...t, ended: true, unsent: true });

/** A question keeps the first answer chosen: "Quiz wiederholen" is practice, not a second vote. */
export const withQuizAnswer = (t: Turn, game: number, question: number, option: number): Turn =>
  t.quiz.some((a) => a.game === game && a.question === question) ? t : { ...t, quiz: [...t.quiz, { game, question, option }], unsent: true };

/**
 * The search began (its first start counts: help and back do not restart the clock). It counts as nothing found yet,
 * so a pupil who gives up lowers the class's share instead of being left out of it.
 */
export const withSearchStart = (t: Turn, game: number, now: number): Turn =>
  t.searchStarts[game] !== undefined
    ? t
    : { ...t, searchStarts: { ...t.searchStarts, [game]: now }, search: [...t.search, { game, found: 0, seconds: 0 }], unsent: true };

/** The objects found so far and the seconds from the search's start until the last of them; the most found counts. */
export function withSearchFound(t: Turn, game: number, found: number, now: number): Turn {
  const before = t.search.find((s) => s.game === game);
  if (before && before.found >= found) return t;
  const start = t.searchStarts[game] ?? now;
  const seconds = Math.min(3_600, Math.round((now - start) / 100) / 10);
  return { ...t, search: [...t.search.filter((s) => s.game !== game), { game, found, seconds }], unsent: true };
}

export const withImpulse = (t: Turn, game: number): Turn =>
  t.impulses.some((i) => i.game === game) ? t : { ...t, impulses: [...t.impulses, { game }], unsent: true };
