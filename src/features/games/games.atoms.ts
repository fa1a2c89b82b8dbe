import { pupilAtom } from '../access-codes/access-codes.public';
import type { Point } from '../../shared/schemas/games';

/** Search game screens (see docs/stories-and-player.md#search-game). */
export type SearchPhase = 'init' | 'intro' | 'inProgress' | 'help' | 'giveUp' | 'successFeedback' | 'success';
export type SearchState = { phase: SearchPhase; found: number[]; cursor: Point; lastAnswer: number | null };
export const initialSearch: SearchState = { phase: 'init', found: [], cursor: { x: 5000, y: 5000 }, lastAnswer: null };
export const searchGameAtom = pupilAtom<SearchState>(initialSearch);

/** Quiz: index -1 is the intro, index = question count the result. */
export type QuizState = { index: number; selected: number | null; confirmed: boolean; correct: number };
export const initialQuiz: QuizState = { index: -1, selected: null, confirmed: false, correct: 0 };
export const quizGameAtom = pupilAtom<QuizState>(initialQuiz);

export const impulseOpenAtom = pupilAtom(false);

/** What the live region of the open game says last; screen readers announce each change. */
export const gameAnnouncementAtom = pupilAtom('');
