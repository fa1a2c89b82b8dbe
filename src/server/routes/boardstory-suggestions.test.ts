import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardstoryList } from '../../shared/schemas/boardstories';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const list = async (qs: string) => (await (await t.app.request(`/api/boardstories?${qs}`)).json()) as BoardstoryList;

describe('full-text search pages in the database', () => {
  it('finds by title, author, tag and description, with the title hit first', async () => {
    expect((await list('fulltextsearch=Mau&limit=5'))._embedded.boardstories[0].slug).toBe('die-mutige-maus');
    const maus = (await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as { author: string };
    const byAuthor = await list(`fulltextsearch=${encodeURIComponent(maus.author)}`);
    expect(byAuthor._embedded.boardstories.map((b) => b.slug)).toContain('die-mutige-maus');
    expect((await list('fulltextsearch=Quiz')).total).toBeGreaterThan(0);
  });

  it('counts every hit and pages through them without repeats', async () => {
    const all = await list('fulltextsearch=Vorlesestimme&limit=100');
    expect(all.total).toBeGreaterThan(3);
    const first = await list('fulltextsearch=Vorlesestimme&limit=2');
    const second = await list('fulltextsearch=Vorlesestimme&limit=2&page=2');
    expect(first.total).toBe(all.total);
    expect(first.pagesCount).toBe(Math.ceil(all.total / 2));
    expect([...first._embedded.boardstories, ...second._embedded.boardstories].map((b) => b.slug)).toEqual(
      all._embedded.boardstories.slice(0, 4).map((b) => b.slug),
    );
    expect(first._embedded.boardstories[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), teaserImagesCount: expect.any(Number), free: expect.any(Boolean) }),
    );
    const beyond = await list('fulltextsearch=Vorlesestimme&limit=2&page=999');
    expect(beyond).toMatchObject({ total: all.total, currentPage: 999, _embedded: { boardstories: [] } });
    expect((await list('fulltextsearch=Xylophonkonzert')).total).toBe(0);
  });
});
