import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST_LIST_FIELDS } from '../../shared/domain/cms-fields';
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

  it('answers no posts for a page past the end, which WordPress refuses with 400 rest_post_invalid_page_number', async () => {
    const refused = { code: 'rest_post_invalid_page_number', message: 'The page number requested is larger than the number of pages available.', data: { status: 400 } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refused), { status: 400, headers: { 'Content-Type': 'application/json' } })));
    const run = cmsQueries.posts({ per_page: 10, page: 999 }).queryFn as () => Promise<PostPage>;
    expect(await run()).toEqual({ posts: [], total: 0, totalPages: 0 });
  });

  it('still fails on any other refusal', async () => {
    const refused = { code: 'rest_invalid_param', message: 'Ungültiger Parameter: search', data: { status: 400 } };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(refused), { status: 400, headers: { 'Content-Type': 'application/json' } })));
    const run = cmsQueries.posts({ per_page: 10, page: 1 }).queryFn as () => Promise<PostPage>;
    await expect(run()).rejects.toMatchObject({ error: 'rest_invalid_param' });
  });

  it('asks a page of posts with the list fields only, so that no list carries each post\'s whole text', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } }));
    vi.stubGlobal('fetch', fetch);
    const run = cmsQueries.posts({ per_page: 3, page: 1 }).queryFn as () => Promise<PostPage>;
    expect(await run()).toEqual({ posts: [], total: 0, totalPages: 0 });
    const asked = new URL(String(fetch.mock.calls[0][0]), 'http://localhost');
    expect(asked.pathname).toBe('/cms/wp-json/wp/v2/posts');
    expect(asked.searchParams.get('_fields')).toBe(POST_LIST_FIELDS);
    expect(POST_LIST_FIELDS.split(',')).not.toContain('content');
  });
});
