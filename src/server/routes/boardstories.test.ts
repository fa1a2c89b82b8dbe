import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tag } from '../../shared/domain/tags';
import type { Boardstory, BoardstoryList, BoardstoryListItem, Image } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import { boardstories, boardstoryTags, media } from '../db/schema';
import { CATALOGUE_TTL_MS, catalogueSnapshot, invalidateCatalogue } from '../services/catalogue-snapshot';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let tagId: (descriptor: string) => number;
beforeAll(async () => {
  t = await createTestApp();
  const tags = (await json<ListEnvelope<'tags', Tag>>('/api/tags'))._embedded.tags;
  tagId = (d) => tags.find((tag) => tag.descriptor === d)!.id;
}, 60_000);
afterAll(() => t.close());

async function json<T>(path: string, status = 200): Promise<T> {
  const res = await t.app.request(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}
const list = (qs: string) => json<BoardstoryList>(`/api/boardstories?${qs}`);
const slugs = (l: BoardstoryList) => l._embedded.boardstories.map((b) => b.slug);

async function storiesWithAnyTag(ids: number[]): Promise<Set<string>> {
  const rows = await t.db
    .selectDistinct({ slug: boardstories.slug })
    .from(boardstoryTags)
    .innerJoin(boardstories, eq(boardstories.id, boardstoryTags.boardstoryId))
    .where(inArray(boardstoryTags.tagId, ids));
  return new Set(rows.map((r) => r.slug));
}

describe('GET /api/boardstories', () => {
  it('pages through every story once, in a stable order', async () => {
    const first = await list('limit=10');
    expect(first.currentPage).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(24);
    expect(first.pagesCount).toBe(Math.ceil(first.total / 10));
    const all: string[] = [];
    for (let page = 1; page <= first.pagesCount; page++) all.push(...slugs(await list(`limit=10&page=${page}`)));
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(first.total);
    expect(slugs(await list('limit=10'))).toEqual(slugs(first));
    const item = first._embedded.boardstories[0];
    expect(Object.keys(item).sort()).toEqual(['free', 'id', 'slug', 'teaserImagesCount', 'title']);
    expect(item.teaserImagesCount).toBeGreaterThan(0);
  });

  it('answers a page past the end with no items but the right total', async () => {
    const far = await list('page=99');
    expect(far._embedded.boardstories).toEqual([]);
    expect(far.total).toBeGreaterThanOrEqual(24);
    expect(far.currentPage).toBe(99);
  });

  it('filters tags[] with OR within a category and AND between categories', async () => {
    const kita = tagId('Kita (3–6 Jahre)');
    const grade56 = tagId('Klasse 5–6');
    const german = tagId('Deutsch');
    const either = await list(`limit=100&tags[]=${kita}&tags[]=${grade56}`);
    expect(new Set(slugs(either))).toEqual(await storiesWithAnyTag([kita, grade56]));
    const germanToo = await list(`limit=100&tags[]=${kita}&tags[]=${grade56}&tags[]=${german}`);
    const withGerman = await storiesWithAnyTag([german]);
    const expected = [...(await storiesWithAnyTag([kita, grade56]))].filter((s) => withGerman.has(s));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(either.total);
    expect(slugs(germanToo).sort()).toEqual(expected.sort());
    expect(germanToo.total).toBe(expected.length);
    // a tag id that does not exist matches no story rather than being ignored
    expect((await list(`tags[]=${kita}&tags[]=999999`)).total).toBe(0);
  });

  it('answers browsing from a snapshot that lives a few seconds per database', async () => {
    invalidateCatalogue(t.db);
    const now = Date.now();
    const first = catalogueSnapshot(t.db, now);
    expect(catalogueSnapshot(t.db, now + CATALOGUE_TTL_MS - 1)).toBe(first);
    const later = catalogueSnapshot(t.db, now + CATALOGUE_TTL_MS);
    expect(later).not.toBe(first);
    invalidateCatalogue(t.db);
    expect(catalogueSnapshot(t.db, now + CATALOGUE_TTL_MS)).not.toBe(later);
    expect((await later).stories.map((s) => s.slug)).toEqual((await first).stories.map((s) => s.slug));
  });

  it('searches German full text by word prefix, title hits first', async () => {
    const hits = await list('fulltextsearch=Maus');
    expect(slugs(hits)[0]).toBe('die-mutige-maus');
    expect(slugs(await list('fulltextsearch=Regenbo'))).toContain('wie-entsteht-ein-regenbogen');
    expect((await list('fulltextsearch=Xylophonquark')).total).toBe(0);
    // operators are not passed through to PostgreSQL
    expect((await list(`fulltextsearch=${encodeURIComponent("Maus & ! ('")}`)).total).toBeGreaterThan(0);
  });

  it('refuses limits out of bounds and tags that are not ids', async () => {
    for (const qs of ['limit=0', 'limit=101', 'page=0', 'tags[]=abc', 'limit=zehn', 'tags[]=99999999999']) {
      const body = await json<{ error: string }>(`/api/boardstories?${qs}`, 400);
      expect(body.error, qs).toBe('invalid_request');
    }
    expect((await json<{ error: string }>('/api/images?boardstoryId[]=99999999999', 400)).error).toBe('invalid_request');
    expect((await list('limit=100'))._embedded.boardstories.length).toBeGreaterThanOrEqual(24);
  });
});

describe('GET /api/boardstories/{idOrSlug}', () => {
  it('finds a story by slug and by id with everything its page shows', async () => {
    const story = await json<Boardstory>('/api/boardstories/die-mutige-maus');
    expect(story).toMatchObject({ slug: 'die-mutige-maus', videoState: 'AVAILABLE', trailerState: 'AVAILABLE', free: false });
    expect(story.gameInfo.map((g) => g.gameType).sort()).toEqual(['impulse', 'quiz', 'search']);
    expect(story.attachmentsCount).toBeGreaterThanOrEqual(4);
    expect(story.attachments[0].path).toBe(`/api/attachments/${story.id}/${story.attachments[0].id}/download`);
    expect(story.image?.small).toMatch(/^\/media\/images\/die-mutige-maus-1-700\.webp$/);
    expect(story.tags.map((tag) => tag.category)[0]).toBe('Altersstufe');
    // the description comes rendered as well: the page shows it without a markdown parser of its own
    expect(story.description).toContain('**Zum Einsatz im Unterricht**');
    expect(story.descriptionHtml).toContain('<strong>Zum Einsatz im Unterricht</strong>');
    expect(await json<Boardstory>(`/api/boardstories/${story.id}`)).toEqual(story);
  });

  it('reports missing media', async () => {
    expect((await json<Boardstory>('/api/boardstories/der-stille-wald')).trailerState).toBe('UNAVAILABLE');
    expect((await json<Boardstory>('/api/boardstories/das-lied-der-wale')).tigerCreationState).toBe('AVAILABLE');
  });

  it('says whether the full video has a read-along track, so the page knows the player’s controls before the video’s data', async () => {
    expect((await json<Boardstory>('/api/boardstories/der-stille-wald')).readAlong).toBe(true);
    const [story] = await t.db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.slug, 'der-stille-wald'));
    const video = and(eq(media.boardstoryId, story!.id), eq(media.kind, 'VIDEO'));
    const [before] = await t.db.select({ readAlong: media.readAlong }).from(media).where(video);
    await t.db.update(media).set({ readAlong: null }).where(video);
    try {
      expect((await json<Boardstory>('/api/boardstories/der-stille-wald')).readAlong).toBe(false);
    } finally {
      await t.db.update(media).set({ readAlong: before!.readAlong }).where(video);
    }
  });

  it('is a JSON 404 for an unknown story', async () => {
    expect(await json('/api/boardstories/gibt-es-nicht', 404)).toMatchObject({ error: 'not_found' });
    await json('/api/boardstories/999999', 404);
    // a NUL byte would make PostgreSQL fail: every validator refuses it before the database (http/validate.ts)
    expect(await json('/api/boardstories/maus%00', 400)).toMatchObject({ error: 'invalid_request' });
  });
});

describe('similar stories, tags and images', () => {
  it('answers up to four other stories sharing tags', async () => {
    const maus = await json<Boardstory>('/api/boardstories/die-mutige-maus');
    const similar = await json<BoardstoryListItem[]>(`/api/similar-boardstories/${maus.id}`);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.map((s) => s.id)).not.toContain(maus.id);
    await json('/api/similar-boardstories/999999', 404);
    await json('/api/similar-boardstories/abc', 400);
  });

  it('lists tags of all eight categories in category order', async () => {
    const tags = (await json<ListEnvelope<'tags', Tag>>('/api/tags'))._embedded.tags;
    expect(new Set(tags.map((tag) => tag.category)).size).toBe(8);
    expect(tags[0].category).toBe('Altersstufe');
    expect(tags.at(-1)!.category).toBe('Funktionen');
  });

  it('lists images by story and type with their three widths', async () => {
    const maus = await json<Boardstory>('/api/boardstories/die-mutige-maus');
    const body = await json<ListEnvelope<'images', Image>>(`/api/images?boardstoryId[]=${maus.id}&imageType=TEASER_IMAGE`);
    const imgs = body._embedded.images;
    expect(imgs.length).toBe(maus.teaserImagesCount);
    expect(imgs.every((i) => i.boardstoryId === maus.id && i.imageType === 'TEASER_IMAGE')).toBe(true);
    expect(imgs[0]).toMatchObject({
      url: '/media/images/die-mutige-maus-1-1440.webp',
      width: 1440,
      path: { small: '/media/images/die-mutige-maus-1-700.webp', medium: '/media/images/die-mutige-maus-1-920.webp' },
      sizes: { medium_large: '/media/images/die-mutige-maus-1-920.webp', 'medium_large-width': 920 },
    });
    await json('/api/images?imageType=POSTER', 400);
  });
});
