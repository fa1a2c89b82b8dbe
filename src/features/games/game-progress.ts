import { atom } from 'jotai';
import * as v from 'valibot';
import { impulseOpenAtom, initialQuiz, initialSearch, playedGamesAtom, quizGameAtom, searchGameAtom } from './games.atoms';

/**
 * The games' state of one story as a single value: stored with the position where a viewer stopped and put back on
 * "Weiter ab" (features/player/resume). Quiz answers given, objects found, the impulse open, the games played.
 */
const progressSchema = v.object({
  boardstoryId: v.number(),
  played: v.array(v.number()),
  quiz: v.object({ gameId: v.nullable(v.number()), index: v.number(), selected: v.nullable(v.number()), confirmed: v.boolean(), correct: v.number() }),
  search: v.object({
    gameId: v.nullable(v.number()),
    phase: v.picklist(['init', 'intro', 'inProgress', 'help', 'giveUp', 'successFeedback', 'success']),
    found: v.array(v.number()),
  }),
  impulseOpen: v.nullable(v.number()),
});
export type GameProgress = v.InferOutput<typeof progressSchema>;

/** Reads the games' state; writing a stored value (checked, as it comes from the disk) puts it back, null starts afresh. */
export const gameProgressAtom = atom(
  (get): GameProgress => {
    const search = get(searchGameAtom);
    return {
      boardstoryId: get(playedGamesAtom).boardstoryId,
      played: get(playedGamesAtom).ids,
      quiz: get(quizGameAtom),
      search: { gameId: search.gameId, phase: search.phase, found: search.found },
      impulseOpen: get(impulseOpenAtom),
    };
  },
  (_get, set, next: { boardstoryId: number; stored: unknown }) => {
    const parsed = v.safeParse(progressSchema, next.stored);
    const p = parsed.success && parsed.output.boardstoryId === next.boardstoryId ? parsed.output : null;
    set(playedGamesAtom, { boardstoryId: next.boardstoryId, ids: p?.played ?? [] });
    set(quizGameAtom, p?.quiz ?? initialQuiz);
    // the short highlight after the last find was under way: the success screen it leads to
    const phase = p?.search.phase === 'successFeedback' ? 'success' : p?.search.phase;
    set(searchGameAtom, p && phase ? { ...initialSearch, ...p.search, phase } : initialSearch);
    set(impulseOpenAtom, p?.impulseOpen ?? null);
  },
);
