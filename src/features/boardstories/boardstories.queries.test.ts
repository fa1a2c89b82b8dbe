import { describe, expect, it } from 'vitest';
import type { BoardstoryListItem, Image } from '../../shared/schemas/boardstories';
import { boardstoryQueries, firstImageByStory, idsWithTeaserImages } from './boardstories.queries';

const story = (id: number, teaserImagesCount: number) => ({ id, slug: `s${id}`, title: `S${id}`, teaserImagesCount, free: false }) as BoardstoryListItem;
const image = (id: number, boardstoryId: number) => ({ id, boardstoryId }) as Image;

describe('boardstory queries', () => {
  it('asks for teaser images only of stories that have some', () => {
    expect(idsWithTeaserImages([story(1, 2), story(2, 0), story(3, 1)])).toEqual([1, 3]);
  });
  it("takes each story's first teaser image", () => {
    const byStory = firstImageByStory([image(10, 1), image(11, 1), image(12, 3)]);
    expect(byStory.get(1)?.id).toBe(10);
    expect(byStory.get(3)?.id).toBe(12);
    expect(byStory.has(2)).toBe(false);
  });
  it('shares one cache entry for page 1 with and without defaults, and for tags in any order', () => {
    expect(boardstoryQueries.list({}).queryKey).toEqual(boardstoryQueries.list({ page: 1, limit: 10, q: '  ' }).queryKey);
    expect(boardstoryQueries.list({ tags: [3, 1] }).queryKey).toEqual(boardstoryQueries.list({ tags: [1, 3] }).queryKey);
    expect(boardstoryQueries.list({ page: 2 }).queryKey).not.toEqual(boardstoryQueries.list({}).queryKey);
    expect(boardstoryQueries.images([3, 1, 3]).queryKey).toEqual(boardstoryQueries.images([1, 3]).queryKey);
  });
  it("keeps the signed-in user's material for offline, never what a pupil's code opened", () => {
    expect(boardstoryQueries.attachments(1).meta?.persist).not.toBe(false);
    expect(boardstoryQueries.attachments(1, 'FUNKE-GUELTIG').meta?.persist).toBe(false);
  });
});
