import { describe, expect, it } from 'vitest';
import { store } from '../../lib/store';
import { gameProgressAtom } from './game-progress';
import { initialQuiz, quizGameAtom, searchGameAtom } from './games.atoms';

const stored = {
  boardstoryId: 3,
  played: [11, 12],
  quiz: { gameId: 12, index: 0, selected: 1, confirmed: true, correct: 1 },
  search: { gameId: 11, phase: 'successFeedback', found: [0, 1] },
  impulseOpen: null,
};

describe('gameProgressAtom', () => {
  it('puts a stored state back, the search highlight under way as its success screen', () => {
    store.set(gameProgressAtom, { boardstoryId: 3, stored });
    expect(store.get(quizGameAtom)).toEqual(stored.quiz);
    expect(store.get(searchGameAtom)).toMatchObject({ gameId: 11, phase: 'success', found: [0, 1] });
    expect(store.get(gameProgressAtom)).toMatchObject({ boardstoryId: 3, played: [11, 12] });
  });

  it("starts afresh on another story's state or a shape it does not know", () => {
    store.set(gameProgressAtom, { boardstoryId: 4, stored });
    expect(store.get(quizGameAtom)).toEqual(initialQuiz);
    store.set(gameProgressAtom, { boardstoryId: 3, stored: { ...stored, quiz: 'x' } });
    expect(store.get(gameProgressAtom)).toMatchObject({ boardstoryId: 3, played: [], impulseOpen: null });
  });
});
