import { describe, expect, it } from 'vitest';
import { isFinished, offersResume } from './resume-rules';

const games = { active: null, done: [], progress: null };

describe('offersResume', () => {
  it('offers a position from the fifth second to five seconds before the end', () => {
    expect(offersResume({ seconds: 83, duration: 300, games })).toBe(true);
    expect(offersResume({ seconds: 5, duration: 20, games })).toBe(true);
    expect(offersResume({ seconds: 14.9, duration: 20, games })).toBe(true);
  });

  it('offers nothing for no entry, the first seconds or a finished story', () => {
    expect(offersResume(null)).toBe(false);
    expect(offersResume({ seconds: 4.9, duration: 20, games })).toBe(false);
    expect(offersResume({ seconds: 15, duration: 20, games })).toBe(false);
    expect(offersResume({ seconds: Number.NaN, duration: 20, games })).toBe(false);
  });

  it('offers the end while a game was open there', () => {
    expect(offersResume({ seconds: 20, duration: 20, games: { ...games, active: 7 } })).toBe(true);
  });

  it('calls a story of unknown length never finished', () => {
    expect(isFinished(100, 0)).toBe(false);
  });
});
