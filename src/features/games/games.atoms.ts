import { pupilAtom } from '../access-codes/access-codes.public';
import type { Point } from '../../shared/schemas/games';

// Each game's state names the game it belongs to (`gameId`): a game that opens finds its own state kept (a resumed
// story, "Weiter ab") and starts afresh on anything else.

/** Search game screens (see docs/stories-and-player.md#search-game). */
export type SearchPhase = 'init' | 'intro' | 'inProgress' | 'help' | 'giveUp' | 'successFeedback' | 'success';
export type SearchState = { gameId: number | null; phase: SearchPhase; found: number[]; cursor: Point; lastAnswer: number | null };
export const initialSearch: SearchState = { gameId: null, phase: 'init', found: [], cursor: { x: 5000, y: 5000 }, lastAnswer: null };
export const searchGameAtom = pupilAtom<SearchState>(initialSearch);

/** Quiz: index -1 is the intro, index = question count the result. */
export type QuizState = { gameId: number | null; index: number; selected: number | null; confirmed: boolean; correct: number };
export const initialQuiz: QuizState = { gameId: null, index: -1, selected: null, confirmed: false, correct: 0 };
export const quizGameAtom = pupilAtom<QuizState>(initialQuiz);

/** The impulse whose popup is open. */
export const impulseOpenAtom = pupilAtom<number | null>(null);

/** The games that came on screen in this visit of a story: the after-story panel ticks them. */
export const playedGamesAtom = pupilAtom<{ boardstoryId: number; ids: number[] }>({ boardstoryId: 0, ids: [] });

/** What the live region of the open game says last; screen readers announce each change. */
export const gameAnnouncementAtom = pupilAtom('');
