import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { VideoData } from '../../shared/schemas/playback';
import { signMediaPath } from '../media/signing';
import { createTestApp, login, type TestApp } from '../testing/test-app';

/**
 * The read-along track (`readAlong` of GET /api/videos, docs/stories-and-player.md#read-along) is part of the paid story like the subtitles:
 * handed out after the same rights check to every demo role and code that may play the video, signed, and
 * refused without a valid signature. bibliothek is a second organisation's owner (a library, not the school).
 */

let t: TestApp;
const cookies: Record<string, string | undefined> = { guest: undefined };
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  for (const slug of ['die-mutige-maus', 'der-kleine-funke', 'der-stille-wald', 'wie-entsteht-ein-regenbogen']) {
    ids[slug] = ((await (await t.app.request(`/api/boardstories/${slug}`)).json()) as Boardstory).id;
  }
}, 60_000);
afterAll(() => t.close());

const videos = (who: string, slug = 'die-mutige-maus', code?: string) =>
  t.app.request(`/api/videos?boardstoryId=${ids[slug]}${code ? `&accessCode=${code}` : ''}`, { headers: cookies[who] ? { cookie: cookies[who] } : {} });
const firstVideo = async (res: Response) => ((await res.json()) as ListEnvelope<'videos', VideoData>)._embedded.videos[0];

describe('GET /api/videos: readAlong', () => {
  it.each([
    ['the school owner', 'owner', undefined],
    ['a teacher of the school', 'lehrer', undefined],
    ["the library's owner (a second organisation)", 'bibliothek', undefined],
    ['a rental user of the library', 'leser', undefined],
    ['an administrator', 'admin', undefined],
    ['a guest with FUNKE-GUELTIG', 'guest', 'FUNKE-GUELTIG'],
    ['a guest with FUNKE-STUMM', 'guest', 'FUNKE-STUMM'],
  ])('gives %s the signed track, which is the story text with word timestamps', async (_, who, code) => {
    const res = await videos(who, 'die-mutige-maus', code);
    expect(res.status).toBe(200);
    const { readAlong } = await firstVideo(res);
    expect(readAlong).toMatch(/^\/media\/subtitles\/die-mutige-maus-mitlesen\.vtt\?exp=\d+&sig=/);
    const file = await t.app.request(readAlong!);
    expect(file.status).toBe(200);
    const vtt = await file.text();
    expect(vtt).toMatch(/^WEBVTT\n/);
    expect(vtt).toContain('<00:00:02.000>Mila <');
    expect(vtt.replace(/<[^>]+>/g, '')).toContain('Mila ist eine kleine Maus.');
  });

  it.each([
    ['a guest', 'guest', undefined],
    ['an owner whose licence ended', 'abgelaufen', undefined],
    ['a user without licence', 'neu', undefined],
    ['a guest with the expired FUNKE-ABGELAUFEN', 'guest', 'FUNKE-ABGELAUFEN'],
    ['a guest with FUNKE-SPAETER before it starts', 'guest', 'FUNKE-SPAETER'],
  ])('gives %s no track: the rights check comes first', async (_, who, code) => {
    const res = await videos(who, 'die-mutige-maus', code);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('mitlesen');
  });

  it("does not open another story's track with a code", async () => {
    const res = await videos('guest', 'der-stille-wald', 'FUNKE-GUELTIG');
    expect(res.status).toBe(403);
  });

  it('gives a free story its track for guests, and the explain story both subtitles and track', async () => {
    const free = await firstVideo(await videos('guest', 'der-kleine-funke'));
    expect(free.readAlong).toMatch(/^\/media\/subtitles\/der-kleine-funke-mitlesen\.vtt\?exp=/);
    const explain = await firstVideo(await videos('lehrer', 'wie-entsteht-ein-regenbogen'));
    expect(explain.subtitles).toMatch(/^\/media\/subtitles\/wie-entsteht-ein-regenbogen\.vtt\?exp=/);
    expect(explain.readAlong).toMatch(/^\/media\/subtitles\/wie-entsteht-ein-regenbogen-mitlesen\.vtt\?exp=/);
  });

  it('refuses the file without, with an expired, a tampered or another file\'s signature', async () => {
    const file = '/media/subtitles/die-mutige-maus-mitlesen.vtt';
    expect((await t.app.request(file)).status).toBe(403);
    expect((await t.app.request(signMediaPath(t.config.secret, file, Date.now() - 3_600_000, 60))).status).toBe(403);
    const good = signMediaPath(t.config.secret, file);
    expect((await t.app.request(good)).status).toBe(200);
    const tampered = good.replace(/sig=(.)/, (_, ch: string) => `sig=${ch === 'A' ? 'B' : 'A'}`);
    expect((await t.app.request(tampered)).status).toBe(403);
    // the free story's signature does not open the paid story's track, nor one outside the folder
    const free = signMediaPath(t.config.secret, '/media/subtitles/der-kleine-funke-mitlesen.vtt');
    const query = free.slice(free.indexOf('?'));
    expect((await t.app.request(file + query)).status).toBe(403);
    expect((await t.app.request(`/media/subtitles/..%2fvideos%2fdie-mutige-maus-text.mp4${query}`)).status).toBeGreaterThanOrEqual(400);
  });
});
