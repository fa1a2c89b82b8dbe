import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { MEDIA_DIR } from '../media/paths';
import { signMediaPath } from '../media/signing';
import { PRODUCTION } from '../testing/production-env';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const trailer = '/media/trailers/die-mutige-maus.mp4';
const trailerBytes = fs.readFileSync(path.join(MEDIA_DIR, 'trailers/die-mutige-maus.mp4'));
const video = '/media/videos/die-mutige-maus-text.mp4';

describe('public media', () => {
  it('serves a teaser image with type, validators and a day of caching', async () => {
    const res = await get('/media/images/die-mutige-maus-1-700.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('last-modified')).toBeTruthy();
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect((await res.arrayBuffer()).byteLength).toBe(Number(res.headers.get('content-length')));
    expect((await get('/media/images/die-mutige-maus-1-700.webp', { 'if-none-match': etag })).status).toBe(304);
  });

  it('answers a byte range of a trailer with 206', async () => {
    const res = await get(trailer, { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${trailerBytes.length}`);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(trailerBytes.subarray(100, 200));
    const open = await get(trailer, { range: 'bytes=1000-' });
    expect(open.headers.get('content-length')).toBe(String(trailerBytes.length - 1000));
    const suffix = await get(trailer, { range: 'bytes=-10' });
    expect(Buffer.from(await suffix.arrayBuffer())).toEqual(trailerBytes.subarray(-10));
    const outside = await get(trailer, { range: `bytes=${trailerBytes.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${trailerBytes.length}`);
    expect((await get(trailer)).status).toBe(200);
  });

  it('answers a byte window asked as ?slice= whole (200), with the size of the file, for Cache Storage', async () => {
    const res = await get(`${trailer}?slice=100-199`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-media-size')).toBe(String(trailerBytes.length));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(trailerBytes.subarray(100, 200));
    const last = await get(`${trailer}?slice=0-${trailerBytes.length + 5000}`);
    expect(Buffer.from(await last.arrayBuffer())).toEqual(trailerBytes);
    expect((await get(`${trailer}?slice=${trailerBytes.length}-`)).status).toBe(416);
    // a Range header wins: the player's seeking is never turned into a whole answer
    expect((await get(`${trailer}?slice=0-9`, { range: 'bytes=10-19' })).status).toBe(206);
  });

  it('cannot be tricked into reading outside the media folder', async () => {
    // public/icons/icon-192.png exists five folders up from media/images: a naive join would serve it
    expect(fs.existsSync(path.join(MEDIA_DIR, 'images', '../../../../../public/icons/icon-192.png'))).toBe(true);
    for (const url of [
      '/media/images/..%2F..%2F..%2F..%2F..%2Fpublic%2Ficons%2Ficon-192.png',
      '/media/images/..%5C..%5C..%5C..%5C..%5Cpublic%5Cicons%5Cicon-192.png',
      '/media/images/..%2F..%2F..%2F..%2F..%2Fpackage.json',
      '/media/images/%2e%2e%2F%2e%2e%2Fseed.test.ts',
      '/media/..%2Fschema/users.ts',
      '/media/images/.hidden.webp',
      '/media/trailers/die-mutige-maus.mp4%00.webp',
      '/media/images/gibt-es-nicht.webp',
      '/media/seed/index.ts',
    ]) {
      const res = await get(url);
      expect([403, 404], url).toContain(res.status);
      expect(res.headers.get('content-type'), url).toMatch(/json/);
    }
  });
});

describe('paid media', () => {
  it('refuses a full video without a valid signature', async () => {
    expect((await get(video)).status).toBe(403);
    const signed = new URL(signMediaPath(t.config.secret, video), 'http://x');
    const exp = signed.searchParams.get('exp');
    const sig = signed.searchParams.get('sig');
    expect((await get(`${video}?exp=${Number(exp) + 60}&sig=${sig}`)).status).toBe(403);
    expect((await get(`/media/videos/der-kleine-funke-text.mp4?exp=${exp}&sig=${sig}`)).status).toBe(403);
    const expired = signMediaPath(t.config.secret, video, Date.now() - 3_600_000, 60);
    expect((await get(expired)).status).toBe(403);
    expect((await get('/media/tiger/das-lied-der-wale.mp4')).status).toBe(403);
    expect((await get('/media/attachments/die-mutige-maus-arbeitsblatt.pdf')).status).toBe(403);
  });

  it('serves it, ranges too, with a valid signature and no shared caching', async () => {
    const res = await get(signMediaPath(t.config.secret, video), { range: 'bytes=0-15' });
    expect(res.status).toBe(206);
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(16);
  });

  it('a session opens no paid file, and is not even looked up: a file costs no database query', async () => {
    const cookie = await login(t.app, 'owner@lesefunke.test');
    const select = vi.spyOn(t.db, 'select');
    try {
      expect((await get(video, { cookie })).status).toBe(403);
      expect((await get(trailer, { cookie })).status).toBe(200);
      expect((await get(signMediaPath(t.config.secret, video), { cookie })).status).toBe(200);
      expect(select).not.toHaveBeenCalled();
      // the API still knows who asks
      expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the latest mails outside production', async () => {
    await t.mailer.send({ to: 'neu@lesefunke.test', subject: 'Hallo', text: 'Text', html: '<p>Text</p>' });
    const { _embedded } = (await (await get('/api/dev/outbox')).json()) as { _embedded: { mails: Record<string, string>[] } };
    expect(_embedded.mails[0]).toMatchObject({ to: 'neu@lesefunke.test', subject: 'Hallo', text: 'Text', html: '<p>Text</p>' });
    expect(Object.keys(_embedded.mails[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    const mailer = { send: async () => {} };
    const prod = createApp({ db: t.db, config: loadConfig({ ...PRODUCTION, LOG_REQUESTS: '0' }), mailer });
    const res = await prod.request('/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});
