import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { VideoData } from '../../shared/schemas/playback';
import { playlistUris } from '../media/hls';
import { MEDIA_DIR } from '../media/paths';
import { signMediaPath } from '../media/signing';
import { createTestApp, login, type TestApp } from '../testing/test-app';

/**
 * A story's HLS ladder under /media (docs/stories-and-player.md#adaptive-streaming): the master and rendition
 * playlists are served with every URI in them signed until the playlist's own expiry; each segment is a paid file
 * like the MP4. The signature decides, never the session: every demo role, a second organisation's owner
 * (bibliothek) and a guest get the same answers.
 */

let t: TestApp;
const cookies: Record<string, string | undefined> = { guest: undefined };
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
}, 60_000);
afterAll(() => t.close());

const ROLES = ['guest', 'owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin'];
const get = (url: string, who = 'guest', headers: Record<string, string> = {}) =>
  t.app.request(url, { headers: { ...headers, ...(cookies[who] ? { cookie: cookies[who] } : {}) } });
const sign = (file: string, now = Date.now(), seconds?: number) => signMediaPath(t.config.secret, file, now, seconds);
const onDisk = (url: string) => fs.readFileSync(path.join(MEDIA_DIR, new URL(url, 'http://x').pathname.replace(/^\/media\//, '')));
const params = (url: string) => new URL(url, 'http://x').searchParams;

const MASTER = '/media/videos/der-schneemann-der-schwitzte-text.m3u8';
const RENDITION = '/media/videos/der-schneemann-der-schwitzte-text-180p.m3u8';
const INIT = '/media/videos/der-schneemann-der-schwitzte-text-180p-init.mp4';
const SEGMENT = '/media/videos/der-schneemann-der-schwitzte-text-180p-000.m4s';
const NEXT_SEGMENT = '/media/videos/der-schneemann-der-schwitzte-text-180p-001.m4s';

async function expectRefused(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(await res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
}

/** Follows a signed master to its renditions, their init sections and segments, as the player would. */
async function walk(masterUrl: string, who: string) {
  const master = await get(masterUrl, who);
  expect(master.status).toBe(200);
  expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
  expect(master.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  const masterText = await master.text();
  const renditions = playlistUris(masterText);
  expect(renditions.map((u) => new URL(u, 'http://x').pathname)).toEqual([
    '/media/videos/der-schneemann-der-schwitzte-text-180p.m3u8',
    '/media/videos/der-schneemann-der-schwitzte-text-240p.m3u8',
    '/media/videos/der-schneemann-der-schwitzte-text-360p.m3u8',
  ]);
  // the tags stay as written: the player still sees each rendition's bandwidth and size
  expect(masterText).toContain('RESOLUTION=240x180');
  const files: string[] = [];
  for (const rendition of renditions) {
    const res = await get(rendition, who);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/#EXT-X-MAP:URI="\/media\/videos\/der-schneemann-der-schwitzte-text-\d+p-init\.mp4\?exp=\d+&sig=[\w-]+"/);
    files.push(...playlistUris(text));
  }
  // every URI is signed with the master's own expiry, never a longer one
  for (const uri of [...renditions, ...files]) expect(params(uri).get('exp')).toBe(params(masterUrl).get('exp'));
  return files;
}

describe('an HLS ladder of a paid story', () => {
  it.each(ROLES)('plays for %s with a signed master: every playlist, init section and segment it names, byte for byte', async (who) => {
    const files = await walk(sign(MASTER), who);
    expect(files).toHaveLength(3 * (1 + 5));
    for (const file of [files[0], files[1], files.at(-1)!]) {
      const res = await get(file, who);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(onDisk(file));
    }
    const segment = await get(files[1], who);
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
  });

  it.each(ROLES)('refuses %s a playlist or segment without, with an expired, a tampered or another file\'s signature', async (who) => {
    const signed = sign(SEGMENT);
    const [exp, sig] = [params(signed).get('exp'), params(signed).get('sig')];
    const masterSig = params(sign(MASTER));
    for (const url of [
      MASTER,
      RENDITION,
      INIT,
      SEGMENT,
      sign(MASTER, Date.now() - 3_600_000, 60),
      sign(SEGMENT, Date.now() - 3_600_000, 60),
      `${SEGMENT}?exp=${Number(exp) + 60}&sig=${sig}`,
      `${SEGMENT}?exp=${exp}&sig=${sig!.slice(1)}`,
      // a segment's signature opens no other segment, and the master's opens none of its files
      `${NEXT_SEGMENT}?exp=${exp}&sig=${sig}`,
      `${RENDITION}?exp=${masterSig.get('exp')}&sig=${masterSig.get('sig')}`,
      `${SEGMENT}?exp=${masterSig.get('exp')}&sig=${masterSig.get('sig')}`,
    ]) {
      const res = await get(url, who);
      expect(await res.clone().text(), url).not.toContain('#EXTM3U');
      await expectRefused(res, 403);
    }
  });

  it('signs the files of a playlist until the playlist expires: a minute left is a minute for each segment', async () => {
    const now = Date.now();
    const files = await walk(sign(MASTER, now, 60), 'lehrer');
    expect(Number(params(files[0]).get('exp'))).toBe(Math.floor(now / 1000) + 60);
  });

  it('answers a name outside the ladder or the folder with 404, never a file', async () => {
    for (const url of [
      '/media/videos/..%2Fvideos%2Fder-schneemann-der-schwitzte-text.m3u8',
      '/media/videos/.der-schneemann-der-schwitzte-text.m3u8',
      '/media/videos/der-schneemann-der-schwitzte-text-9999p.m3u8',
      '/media/videos/der-schneemann-der-schwitzte-text-180p-999.m4s',
      '/media/videos/der-schneemann-der-schwitzte-text.m3u8%00.mp4',
      '/media/videos/%2e%2e%2F%2e%2e%2Fseed%2Fcatalogue.m3u8',
      `/media/videos/${'a'.repeat(300)}.m3u8`,
    ]) {
      await expectRefused(await get(url), 404);
    }
  });

  it('is what /api/videos hands a teacher, with the MP4 kept beside it; a story without a ladder has none', async () => {
    const stories = await Promise.all(['der-schneemann-der-schwitzte', 'der-kleine-funke'].map(async (slug) => ((await (await get(`/api/boardstories/${slug}`)).json()) as Boardstory).id));
    const videos = async (id: number) =>
      ((await (await get(`/api/videos?boardstoryId=${id}`, 'lehrer')).json()) as ListEnvelope<'videos', VideoData>)._embedded.videos[0];
    const maus = await videos(stories[0]);
    expect(maus.withText).toEqual([{ url: expect.stringMatching(/^\/media\/videos\/der-schneemann-der-schwitzte-text\.mp4\?exp=/), mimeType: 'video/mp4' }]);
    expect(maus.hls.withText).toMatch(/^\/media\/videos\/der-schneemann-der-schwitzte-text\.m3u8\?exp=\d+&sig=/);
    expect(maus.hls.withoutText).toMatch(/^\/media\/videos\/der-schneemann-der-schwitzte-notext\.m3u8\?exp=\d+&sig=/);
    await walk(maus.hls.withText!, 'lehrer');
    expect((await videos(stories[1])).hls).toEqual({ withText: null, withoutText: null, renditions: { withText: [], withoutText: [] } });
  });

  it('names each rendition with its height and the bytes a story pack keeping it stores; each playlist plays', async () => {
    const id = ((await (await get('/api/boardstories/der-schneemann-der-schwitzte')).json()) as Boardstory).id;
    for (const who of ['lehrer', 'owner']) {
      const video = ((await (await get(`/api/videos?boardstoryId=${id}`, who)).json()) as ListEnvelope<'videos', VideoData>)._embedded.videos[0];
      for (const variant of ['text', 'notext'] as const) {
        const renditions = video.hls.renditions[variant === 'text' ? 'withText' : 'withoutText'];
        expect(renditions.map((r) => [new URL(r.playlist, 'http://x').pathname, r.height])).toEqual(
          [180, 240, 360].map((h) => [`/media/videos/der-schneemann-der-schwitzte-${variant}-${h}p.m3u8`, h]),
        );
        for (const r of renditions) {
          // signed like the master, until the same end
          expect(params(r.playlist).get('exp')).toBe(params(video.hls.withText!).get('exp'));
          const playlist = await get(r.playlist, who);
          expect(playlist.status).toBe(200);
          // its playlist, init section and segments as they lie on disk
          const names = [path.basename(new URL(r.playlist, 'http://x').pathname), ...playlistUris(await playlist.text()).map((u) => path.basename(new URL(u, 'http://x').pathname))];
          expect(names).toHaveLength(1 + 1 + 5);
          expect(r.bytes).toBe(names.reduce((sum, name) => sum + fs.statSync(path.join(MEDIA_DIR, 'videos', name)).size, 0));
        }
        // a smaller rendition is fewer bytes, and the lowest far less than the MP4
        expect(renditions[0].bytes).toBeLessThan(renditions[1].bytes);
        expect(renditions[1].bytes).toBeLessThan(renditions[2].bytes);
        expect(renditions[0].bytes).toBeLessThan(0.7 * fs.statSync(path.join(MEDIA_DIR, 'videos', `der-schneemann-der-schwitzte-${variant}.mp4`)).size);
      }
    }
  });

  it('names no rendition to whom the story is not open', async () => {
    const id = ((await (await get('/api/boardstories/der-schneemann-der-schwitzte')).json()) as Boardstory).id;
    for (const who of ['guest', 'neu', 'abgelaufen']) {
      const res = await get(`/api/videos?boardstoryId=${id}`, who);
      expect(JSON.stringify(await res.json()), who).not.toContain('m3u8');
    }
  });
});
