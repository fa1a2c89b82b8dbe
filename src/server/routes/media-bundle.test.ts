import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_BUNDLE, SEPARATE_PART } from '../../shared/schemas/media';
import { MEDIA_DIR } from '../media/paths';
import { signMediaPath } from '../media/signing';
import { bundleParts, multipartBundle } from '../services/media-bundle';
import { createTestApp, login, type TestApp } from '../testing/test-app';

/**
 * GET /media/bundle (docs/offline.md#story-packs): a story pack's small files in one answer. Each part is checked as
 * GET /media/{folder}/{file} checks it, so the signature decides and never the session: every demo role, a second
 * organisation's owner (bibliothek) and a guest get the same answer.
 */

let t: TestApp;
const cookies: Record<string, string | undefined> = { guest: undefined };
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
}, 60_000);
afterAll(() => t.close());

const ROLES = Object.keys({ guest: 0, owner: 0, lehrer: 0, bibliothek: 0, leser: 0, abgelaufen: 0, neu: 0, admin: 0 });
const bundleUrl = (paths: string[]) => `/media/bundle?${new URLSearchParams(paths.map((p) => ['f[]', p]))}`;
const bundle = (paths: string[], who = 'guest') => t.app.request(bundleUrl(paths), { headers: cookies[who] ? { cookie: cookies[who] } : {} });
const sign = (file: string) => signMediaPath(t.config.secret, file);
const onDisk = (file: string) => fs.readFileSync(path.join(MEDIA_DIR, file.replace(/^\/media\//, '').split('?')[0]));

// die-mutige-maus's small files as its pack asks them: read-along, trailer, the games' picture and sounds, material
const READ_ALONG = '/media/subtitles/die-mutige-maus-mitlesen.vtt';
const TRAILER = '/media/trailers/die-mutige-maus.mp4';
const PICTURE = '/media/games/maus-impuls.webp';
const SOUND = '/media/games/maus-hinweis.m4a';
const SHEET = '/media/attachments/die-mutige-maus-arbeitsblatt.pdf';
const pack = () => [sign(READ_ALONG), TRAILER, PICTURE, SOUND, sign(SHEET)];

async function expectError(res: Response, status: number[]) {
  expect(status).toContain(res.status);
  expect(res.headers.get('content-type')).toMatch(/json/);
  expect(await res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
}

describe('GET /media/bundle', () => {
  it.each(ROLES)('gives %s every file of the list in order, with its name, type and exact bytes', async (who) => {
    const res = await bundle(pack(), who);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const form = await res.formData();
    const expected = [
      ['die-mutige-maus-mitlesen.vtt', 'text/vtt; charset=utf-8', READ_ALONG],
      ['die-mutige-maus.mp4', 'video/mp4', TRAILER],
      ['maus-impuls.webp', 'image/webp', PICTURE],
      ['maus-hinweis.m4a', 'audio/mp4', SOUND],
      ['die-mutige-maus-arbeitsblatt.pdf', 'application/pdf', SHEET],
    ];
    expect([...form.keys()]).toEqual(['0', '1', '2', '3', '4']);
    for (const [i, [name, type, file]] of expected.entries()) {
      const part = form.get(String(i));
      expect(part).toBeInstanceOf(File);
      expect((part as File).name).toBe(name);
      expect((part as File).type.replace(/\s/g, '')).toBe(type.replace(/\s/g, ''));
      expect(Buffer.from(await (part as File).arrayBuffer())).toEqual(onDisk(file));
    }
  });

  it.each(ROLES)('refuses %s a paid file without, with an expired, a tampered or another file\'s signature: the whole bundle', async (who) => {
    const signed = new URL(sign(SHEET), 'http://x');
    const [exp, sig] = [signed.searchParams.get('exp'), signed.searchParams.get('sig')];
    for (const paid of [
      SHEET,
      signMediaPath(t.config.secret, SHEET, Date.now() - 3_600_000, 60),
      `${SHEET}?exp=${Number(exp) + 60}&sig=${sig}`,
      `/media/attachments/die-mutige-maus-wortschatz.pdf?exp=${exp}&sig=${sig}`,
      '/media/videos/die-mutige-maus-text.mp4',
    ]) {
      const res = await bundle([TRAILER, paid], who);
      expect(await res.clone().text()).not.toContain('%PDF');
      await expectError(res, [403]);
    }
  });

  it('answers 404 for a file that is not there, and never reads outside the media folders', async () => {
    await expectError(await bundle([TRAILER, '/media/images/gibt-es-nicht.webp']), [404]);
    for (const hostile of [
      '/media/images/..%2F..%2F..%2F..%2F..%2Fpublic%2Ficons%2Ficon-192.png',
      '/media/images/..%5C..%5C..%5C..%5C..%5Cpublic%5Cicons%5Cicon-192.png',
      '/media/images/%2e%2e%2F%2e%2e%2Fseed.test.ts',
      '/media/images/..',
      '/media/images/.hidden.webp',
      '/media/trailers/die-mutige-maus.mp4%00.webp',
      '/media/seed/index.ts',
      '/media/images/a/b.webp',
      '/media/images/%E0%A4%A',
      'http://evil.test/media/trailers/die-mutige-maus.mp4',
      '//evil.test/media/trailers/die-mutige-maus.mp4',
      '/api/me',
      '',
    ]) {
      await expectError(await bundle([TRAILER, hostile]), [400, 404]);
    }
  });

  it('refuses more files than a pack has, a path too long, a NUL and no file at all with 400', async () => {
    await expectError(await bundle(Array.from({ length: MEDIA_BUNDLE.maxFiles + 1 }, () => TRAILER)), [400]);
    expect((await bundle(Array.from({ length: MEDIA_BUNDLE.maxFiles }, () => TRAILER))).status).toBe(200);
    await expectError(await bundle([`${TRAILER}?${'x'.repeat(5000)}`]), [400]);
    await expectError(await bundle([`${TRAILER}\u0000`]), [400]);
    await expectError(await t.app.request('/media/bundle'), [400]);
    await expectError(await t.app.request('/media/bundle?f=/media/trailers/die-mutige-maus.mp4'), [400]);
  });

  it('marks a file beyond the part or bundle limit as separate, which the client then asks alone', async () => {
    const sizes = [TRAILER, PICTURE, SOUND].map((f) => onDisk(f).length);
    // the limits scaled to the seed's small files: the trailer is over a part's, the sound over what is left after
    // the picture; the smaller picture after it still fits
    expect(sizes[2]).toBeGreaterThan(sizes[1]);
    const parts = await bundleParts(t.config.secret, [TRAILER, PICTURE, SOUND, PICTURE], { partBytes: sizes[0] - 1, totalBytes: 2 * sizes[1] + 1 });
    expect(parts.map((p) => p?.name ?? null)).toEqual([null, 'maus-impuls.webp', null, 'maus-impuls.webp']);
    const { body, contentType } = await multipartBundle(parts);
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    expect(form.get('0')).toBe(SEPARATE_PART);
    expect(Buffer.from(await (form.get('1') as File).arrayBuffer())).toEqual(onDisk(PICTURE));
    expect(form.get('2')).toBe(SEPARATE_PART);
    expect((form.get('3') as File).size).toBe(sizes[1]);
  });

  it.each(ROLES)('gives %s one rendition of a ladder as its pack asks it: init section and segments byte for byte, a playlist as served alone', async (who) => {
    const rendition = '/media/videos/der-schneemann-der-schwitzte-text-240p';
    const files = [`${rendition}-init.mp4`, ...[0, 1, 2, 3, 4].map((i) => `${rendition}-00${i}.m4s`)];
    const res = await bundle([...files.map(sign), sign(`${rendition}.m3u8`)], who);
    expect(res.status).toBe(200);
    const form = await res.formData();
    for (const [i, file] of files.entries()) expect(Buffer.from(await (form.get(String(i)) as File).arrayBuffer()), file).toEqual(onDisk(file));
    // the playlist names its files signed, as GET /media/{folder}/{file} hands it out: its raw names would play nowhere
    const playlist = form.get(String(files.length)) as File;
    expect(playlist.type).toBe('application/vnd.apple.mpegurl');
    const text = await playlist.text();
    expect(text).toContain(`#EXT-X-MAP:URI="${rendition}-init.mp4?exp=`);
    expect(text).toMatch(new RegExp(`\\n${rendition}-004\\.m4s\\?exp=\\d+&sig=[\\w-]+\\n`));
    expect(text).not.toMatch(/^der-schneemann/m);
  });
});
