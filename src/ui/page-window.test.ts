import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
  it('starts at page 1 near the beginning', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle', () => {
    expect(pageWindow(4, 10)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(7, 10)).toEqual([5, 6, 7, 8, 9]);
  });
  it('ends at the last page near the end', () => {
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it('clamps a current page outside the range', () => {
    expect(pageWindow(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(0, 6)).toEqual([1, 2, 3, 4, 5]);
  });
  it('honours another window size and shows nothing without pages', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
