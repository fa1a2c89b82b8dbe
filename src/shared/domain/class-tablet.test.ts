import { describe, expect, it } from 'vitest';
import { AFTER_END_IDLE_MS, idleLimit, isAllowedInClassMode, isValidPin, pinDelayMs, PUPIL_IDLE_MS } from './class-tablet';

describe('class tablet rules', () => {
  it('a PIN is 4 to 8 digits', () => {
    for (const pin of ['1234', '12345678', '0000']) expect(isValidPin(pin)).toBe(true);
    for (const pin of ['123', '123456789', '12a4', ' 1234', '', '12 34']) expect(isValidPin(pin)).toBe(false);
  });

  it('only the start screen, stories opened with a code and the class-tablet pages are allowed', () => {
    for (const path of ['/klasse', '/klasse/', '/boardstory/die-mutige-maus/FUNKE-GUELTIG', '/klassen-tablet/einrichten']) {
      expect(isAllowedInClassMode(path)).toBe(true);
    }
    for (const path of ['/', '/login', '/boardstories', '/boardstory/die-mutige-maus', '/boardstory/a/b/c', '/account', '/klassen-tablet', '/klassenblatt/x']) {
      expect(isAllowedInClassMode(path)).toBe(false);
    }
  });

  it('the pupil session times out after 5 minutes, or a minute once the video has ended', () => {
    expect(PUPIL_IDLE_MS).toBe(300_000);
    expect(AFTER_END_IDLE_MS).toBe(60_000);
    expect(idleLimit(false)).toBe(PUPIL_IDLE_MS);
    expect(idleLimit(true)).toBe(AFTER_END_IDLE_MS);
  });

  it('three wrong PINs are free, then the wait doubles up to five minutes', () => {
    expect([0, 1, 2].map(pinDelayMs)).toEqual([0, 0, 0]);
    expect([3, 4, 5].map(pinDelayMs)).toEqual([5_000, 10_000, 20_000]);
    expect(pinDelayMs(20)).toBe(300_000);
  });
});
