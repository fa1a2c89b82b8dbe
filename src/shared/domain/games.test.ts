import { describe, expect, it } from 'vitest';
import type { Game, QuizGame } from '../schemas/games';
import { CUE_WINDOW_SECONDS, dueGame, endGame, gameAllowedByCode, hitAnswer, impulsePopupWidth, impulseSpot, quizResult, reached } from './games';

const impulse: Game = { id: 1, boardstoryId: 1, position: 4, gameType: 'impulse', text: 't', image: null, textAudio: null, impulsePosition: 'center' };
const search: Game = {
  id: 2,
  boardstoryId: 1,
  position: 9,
  gameType: 'search',
  hint: 'h',
  audioHint: null,
  answers: [{ topLeft: { x: 100, y: 100 }, bottomRight: { x: 2000, y: 3000 } }],
};
const quiz: QuizGame = {
  id: 3,
  boardstoryId: 1,
  position: -1,
  gameType: 'quiz',
  questions: [1, 2, 3].map((n) => ({ question: `F${n}`, options: [{ option: 'a', correct: true }] })),
  notes: { start: 's', allCorrect: 'A', partiallyCorrect: 'P', noneCorrect: 'N' },
};
const games = [impulse, search, quiz];

describe('game cues', () => {
  it('starts a game within 500 ms of its position and an impulse within 1 s', () => {
    expect(dueGame(games, 8.9, new Set())).toBeNull();
    expect(dueGame(games, 9.4, new Set())?.id).toBe(2);
    expect(dueGame(games, 9.6, new Set())).toBeNull();
    expect(dueGame(games, 4.9, new Set())?.id).toBe(1);
    expect(dueGame(games, 5.1, new Set())).toBeNull();
  });

  it('starts a game played through between two late time reports, but not one skipped by a seek', () => {
    // a busy tablet reports 8.8 s and then 10.2 s: the search game at 9 s was played through
    expect(dueGame(games, 10.2, new Set(), 8.8)?.id).toBe(2);
    expect(dueGame(games, 10.2, new Set(), null)).toBeNull();
    expect(dueGame(games, 10.2, new Set(), 9.1)).toBeNull();
    expect(dueGame(games, 8.95, new Set(), 8.8)).toBeNull();
    expect(reached(9, 12, CUE_WINDOW_SECONDS, 8.9)).toBe(true);
    expect(reached(9, 9, CUE_WINDOW_SECONDS, null)).toBe(true);
    expect(reached(9, 12, CUE_WINDOW_SECONDS, 9)).toBe(false);
  });

  it('never repeats a game in one playback and keeps position -1 for the end', () => {
    expect(dueGame(games, 9.2, new Set([2]))).toBeNull();
    expect(dueGame(games, 0, new Set())).toBeNull();
    expect(endGame(games)?.id).toBe(3);
  });
});

describe('search game', () => {
  it('hits an answer inside its box only', () => {
    expect(hitAnswer((search as Extract<Game, { gameType: 'search' }>).answers, { x: 1000, y: 1000 })).toBe(0);
    expect(hitAnswer((search as Extract<Game, { gameType: 'search' }>).answers, { x: 5000, y: 1000 })).toBe(-1);
  });
});

describe('impulse', () => {
  it('places markers by coordinate or named spot', () => {
    expect(impulseSpot({ x: 7400, y: 2200 })).toEqual({ left: 74, top: 22 });
    expect(impulseSpot('center')).toEqual({ left: 50, top: 50 });
    expect(impulseSpot('bottomRight')).toEqual({ left: 92, top: 92 });
  });
  it('sizes the desktop popup min(container/3, 450) above 700 px', () => {
    expect(impulsePopupWidth(900)).toBe(300);
    expect(impulsePopupWidth(1800)).toBe(450);
    expect(impulsePopupWidth(700)).toBeNull();
  });
});

describe('quiz result', () => {
  it('words all, some and none', () => {
    expect(quizResult(quiz, 3)).toEqual({ heading: 'Herzlichen Glückwunsch!', text: 'Du hast alle 3 Fragen richtig beantwortet.', note: 'A' });
    expect(quizResult(quiz, 2)).toEqual({ heading: 'Herzlichen Glückwunsch!', text: 'Du hast 2 von 3 Fragen richtig beantwortet.', note: 'P' });
    expect(quizResult(quiz, 0)).toEqual({ heading: 'Versuchs nochmal', text: 'Du hast keine Frage richtig beantwortet.', note: 'N' });
  });
});

describe('code switches', () => {
  it('switch each game type on its own', () => {
    const s = { searchGameEnabled: true, impulseEnabled: false, quizEnabled: true };
    expect(['search', 'impulse', 'quiz'].map((g) => gameAllowedByCode(g as Game['gameType'], s))).toEqual([true, false, true]);
  });
});
