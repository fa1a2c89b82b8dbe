import { describe, expect, it } from 'vitest';
import { mixSuggestions, showAllResultsEntry } from './suggestions';

const stories = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const posts = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const counts = (s: number, p: number) => {
  const mixed = mixSuggestions(stories(s), posts(p));
  return [mixed.stories.length, mixed.posts.length];
};

describe('mixSuggestions', () => {
  it('trims more than 4 boardstories so that up to 2 posts fill the 5 slots', () => {
    expect(counts(8, 6)).toEqual([3, 2]);
    expect(counts(5, 2)).toEqual([3, 2]);
    expect(counts(5, 1)).toEqual([4, 1]);
    expect(mixSuggestions(stories(7), posts(3))).toEqual({ stories: ['s1', 's2', 's3'], posts: ['p1', 'p2'] });
  });

  it('lets boardstories take every slot when no post matches', () => {
    expect(counts(8, 0)).toEqual([5, 0]);
  });

  it('fills the slots left by 4 or fewer boardstories with posts', () => {
    expect(counts(4, 5)).toEqual([4, 1]);
    expect(counts(2, 5)).toEqual([2, 3]);
    expect(counts(0, 9)).toEqual([0, 5]);
    expect(counts(1, 1)).toEqual([1, 1]);
    expect(counts(0, 0)).toEqual([0, 0]);
  });

  it('keeps the order of both lists', () => {
    expect(mixSuggestions(stories(2), posts(4))).toEqual({ stories: ['s1', 's2'], posts: ['p1', 'p2', 'p3'] });
  });
});

describe('showAllResultsEntry', () => {
  it('appears with more than one suggestion', () => {
    expect(showAllResultsEntry(0)).toBe(false);
    expect(showAllResultsEntry(1)).toBe(false);
    expect(showAllResultsEntry(2)).toBe(true);
  });
});
