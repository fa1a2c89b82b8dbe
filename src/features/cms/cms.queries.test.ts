import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsQueries, type PostPage } from './cms.queries';

afterEach(() => vi.unstubAllGlobals());

describe('cmsQueries.posts', () => {
  it('answers no posts without asking when the filter names no category (WordPress would list every post)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const run = cmsQueries.posts({ categories: [], per_page: 10, page: 1 }).queryFn as () => Promise<PostPage>;
    expect(await run()).toEqual({ posts: [], total: 0, totalPages: 0 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
