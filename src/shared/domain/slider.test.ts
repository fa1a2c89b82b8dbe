import { describe, expect, it } from 'vitest';
import { swipeStep, wrapIndex } from './slider';

describe('swipeStep', () => {
  it('changes the slide after a drag of 30 px, left meaning forward', () => {
    expect(swipeStep(-30, 1000)).toBe(1);
    expect(swipeStep(45, 1000)).toBe(-1);
    expect(swipeStep(-29, 1000)).toBe(0);
  });
  it('changes the slide on a quick flick below 30 px', () => {
    expect(swipeStep(-20, 50)).toBe(1); // 6.4 px per frame
    expect(swipeStep(-20, 80)).toBe(0); // 4 px per frame: too slow and too short
  });
});

describe('wrapIndex and carousel sizes', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
  });
});
