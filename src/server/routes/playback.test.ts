import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AttachmentItem, VideoData } from '../../shared/schemas/playback';
import { orders, organizationMembers, users } from '../db/schema';
import { signMediaPath } from '../media/signing';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['lehrer', 'leser', 'abgelaufen', 'neu', 'bibliothek']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  for (const slug of ['die-mutige-maus', 'der-kleine-funke', 'der-stille-wald', 'das-lied-der-wale', 'wie-entsteht-ein-regenbogen']) {
    ids[slug] = ((await (await t.app.request(`/api/boardstories/${slug}`)).json()) as Boardstory).id;
  }
}, 60_000);
afterAll(() => t.close());

const request = (path: string, who?: string) => t.app.request(path, { headers: who ? { cookie: cookies[who] } : {} });
const maus = () => ids['die-mutige-maus'];
const videos = (who: string | undefined, code?: string, story = maus()) =>
  request(`/api/videos?boardstoryId=${story}${code ? `&accessCode=${code}` : ''}`, who);

describe('GET /api/videos: the rights matrix', () => {
  it.each([
    ['a guest', undefined, undefined, 403],
    ['a teacher of a licensed school', 'lehrer', undefined, 200],
    ['a rental user within the lending time', 'leser', undefined, 200],
    ['an owner whose licence ended', 'abgelaufen', undefined, 403],
    ['a user without licence', 'neu', undefined, 403],
    ['a guest with FUNKE-GUELTIG', undefined, 'FUNKE-GUELTIG', 200],
    ['a guest with FUNKE-STUMM', undefined, 'funke-stumm', 200],
    ['a guest with the expired FUNKE-ABGELAUFEN', undefined, 'FUNKE-ABGELAUFEN', 403],
    ['a guest with FUNKE-SPAETER before it starts', undefined, 'FUNKE-SPAETER', 403],
    ['an expired owner with FUNKE-GUELTIG', 'abgelaufen', 'FUNKE-GUELTIG', 200],
    ['a guest with an unknown code', undefined, 'FUNKE-FALSCH', 403],
  ])('%s → %i', async (_, who, code, status) => {
    const res = await videos(who, code);
    expect(res.status).toBe(status);
    if (status === 403) expect(await res.json()).toEqual({ error: 'forbidden', error_description: 'no valid orders' });
  });

  it('opens a free story to guests, and a code only its own story', async () => {
    expect((await videos(undefined, undefined, ids['der-kleine-funke'])).status).toBe(200);
    expect((await videos(undefined, 'FUNKE-GUELTIG', ids['der-stille-wald'])).status).toBe(403);
  });

  it('answers the video data of a story with signed URLs that play, with byte ranges', async () => {
    const body = (await (await videos('lehrer')).json()) as ListEnvelope<'videos', VideoData>;
    const [video] = body._embedded.videos;
    expect(video).toMatchObject({ boardstoryId: maus(), isTrailer: false, subtitles: null });
    expect(video.withText[0]).toMatchObject({ mimeType: 'video/mp4', url: expect.stringMatching(/^\/media\/videos\/die-mutige-maus-text\.mp4\?exp=\d+&sig=/) });
    expect(video.withoutText[0].url).toMatch(/die-mutige-maus-notext\.mp4\?exp=/);
    expect(video.pauseCuepoints.length).toBeGreaterThan(0);
    const ranged = await t.app.request(video.withText[0].url, { headers: { range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
  });

  it('gives the explain story signed subtitles', async () => {
    const body = (await (await videos('lehrer', undefined, ids['wie-entsteht-ein-regenbogen'])).json()) as ListEnvelope<'videos', VideoData>;
    const url = body._embedded.videos[0].subtitles!;
    expect(url).toMatch(/^\/media\/subtitles\/wie-entsteht-ein-regenbogen\.vtt\?exp=/);
    expect((await t.app.request(url)).status).toBe(200);
    expect((await t.app.request(url.split('?')[0])).status).toBe(403);
  });

  it('refuses bad input with a 400 and an unknown story with a 404', async () => {
    expect((await request('/api/videos')).status).toBe(400);
    expect((await request('/api/videos?boardstoryId=abc')).status).toBe(400);
    expect((await request('/api/videos?boardstoryId=99999', 'lehrer')).status).toBe(404);
  });
});

describe('a rental access ends with the library licence', () => {
  it('refuses the rental user once the library order is deactivated or has ended, within the lending time', async () => {
    const [leser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'leser@lesefunke.test'));
    const [member] = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, leser.id));
    const libraryOrders = await t.db.select().from(orders).where(eq(orders.organizationId, member.organizationId));
    const ids = libraryOrders.map((o) => o.id);
    try {
      await t.db.update(orders).set({ active: false }).where(inArray(orders.id, ids));
      expect((await videos('leser')).status).toBe(403);
      await t.db.update(orders).set({ active: true, validUntil: new Date(Date.now() - 60_000) }).where(inArray(orders.id, ids));
      expect((await videos('leser')).status).toBe(403);
    } finally {
      for (const o of libraryOrders) await t.db.update(orders).set({ active: o.active, validUntil: o.validUntil }).where(eq(orders.id, o.id));
    }
    expect((await videos('leser')).status).toBe(200);
  });
});

describe('signed media URLs', () => {
  const file = '/media/videos/die-mutige-maus-text.mp4';
  it('refuses a missing, expired, tampered or foreign signature', async () => {
    expect((await t.app.request(file)).status).toBe(403);
    const expired = signMediaPath(t.config.secret, file, Date.now() - 3_600_000, 60);
    expect((await t.app.request(expired)).status).toBe(403);
    const good = signMediaPath(t.config.secret, file);
    expect((await t.app.request(good)).status).toBe(200);
    const tampered = good.replace(/sig=(.)/, (_, ch: string) => `sig=${ch === 'A' ? 'B' : 'A'}`);
    expect((await t.app.request(tampered)).status).toBe(403);
    const later = good.replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`);
    expect((await t.app.request(later)).status).toBe(403);
    // a signature for another story's video does not open this one
    const other = signMediaPath(t.config.secret, '/media/videos/der-stille-wald-text.mp4');
    expect((await t.app.request(file + other.slice(other.indexOf('?')))).status).toBe(403);
  });
});

describe('GET /api/trailers and /api/tiger-creations', () => {
  it('serves trailers to everyone, publicly, and an empty list for a story without one', async () => {
    const body = (await (await request(`/api/trailers?boardstoryId=${maus()}`)).json()) as ListEnvelope<'trailers', VideoData>;
    const [trailer] = body._embedded.trailers;
    expect(trailer).toMatchObject({ isTrailer: true, expiresAt: null });
    expect(trailer.withText[0].url).toBe('/media/trailers/die-mutige-maus.mp4');
    expect(trailer.pauseCuepoints.every((p) => p <= trailer.duration)).toBe(true);
    const none = await (await request(`/api/trailers?boardstoryId=${ids['der-stille-wald']}`)).json();
    expect(none._embedded.trailers).toEqual([]);
  });

  it('signs tiger creations after the same rights check as the full video', async () => {
    const wale = ids['das-lied-der-wale'];
    expect((await request(`/api/tiger-creations?boardstoryId=${wale}`)).status).toBe(403);
    const body = await (await request(`/api/tiger-creations?boardstoryId=${wale}`, 'lehrer')).json();
    expect(body._embedded.tigerCreations[0].withText[0].url).toMatch(/^\/media\/tiger\/das-lied-der-wale\.mp4\?exp=/);
  });
});

describe('attachments', () => {
  const list = async (who: string | undefined, story: number, code?: string) => {
    const res = await request(`/api/attachments/${story}${code ? `?accessCode=${code}` : ''}`, who);
    expect(res.status).toBe(200);
    return ((await res.json()) as ListEnvelope<'attachments', AttachmentItem>)._embedded.attachments;
  };

  it('lets guests download only material of free stories', async () => {
    const free = await list(undefined, ids['der-kleine-funke']);
    expect(free.length).toBe(4);
    expect(free.every((a) => a.downloadable)).toBe(true);
    const paid = await list(undefined, maus());
    expect(paid.map((a) => a.downloadable)).toEqual([false, false, false, false]);
    expect((await request(paid[0].path)).status).toBe(403);
  });

  it('redirects licence holders to a signed file that expires', async () => {
    const [first] = await list('lehrer', maus());
    expect(first.downloadable).toBe(true);
    const res = await request(first.path, 'lehrer');
    expect(res.status).toBe(302);
    const target = res.headers.get('location')!;
    expect(target).toMatch(/^\/media\/attachments\/die-mutige-maus-arbeitsblatt\.pdf\?exp=\d+&sig=/);
    const pdf = await t.app.request(target);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await t.app.request(target.split('?')[0])).status).toBe(403);
  });

  it('lists the signed file of what may be downloaded, and no file of what may not', async () => {
    const mine = await list('lehrer', maus());
    expect(mine.length).toBeGreaterThan(0);
    for (const item of mine) {
      expect(item.file).toMatch(/^\/media\/attachments\/die-mutige-maus-[a-z]+\.pdf\?exp=\d+&sig=/);
      expect((await t.app.request(item.file!)).status).toBe(200);
    }
    const guest = await list(undefined, maus());
    expect(guest.some((a) => 'file' in a)).toBe(false);
    expect((await list('abgelaufen', maus())).some((a) => 'file' in a)).toBe(false);
  });

  it('lets code holders download with a valid code only, and refuses expired licences', async () => {
    const withCode = await list(undefined, maus(), 'FUNKE-GUELTIG');
    expect(withCode.every((a) => a.downloadable && a.path.endsWith('?accessCode=FUNKE-GUELTIG'))).toBe(true);
    expect((await request(withCode[0].path)).status).toBe(302);
    expect((await list(undefined, maus(), 'FUNKE-SPAETER')).some((a) => a.downloadable)).toBe(false);
    expect((await list('abgelaufen', maus())).some((a) => a.downloadable)).toBe(false);
  });

  it('shows lending material only to the library owner', async () => {
    const titles = async (who: string) => (await list(who, maus())).map((a) => a.title);
    expect(await titles('bibliothek')).toContain('Ideen für die Bibliotheksstunde');
    expect(await titles('leser')).not.toContain('Ideen für die Bibliotheksstunde');
    expect(await titles('lehrer')).not.toContain('Ideen für die Bibliotheksstunde');
  });

  it('answers 404 for material of another story', async () => {
    const [first] = await list('lehrer', maus());
    expect((await request(`/api/attachments/${ids['der-stille-wald']}/${first.id}/download`, 'lehrer')).status).toBe(404);
  });
});
