import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMediaPath } from '../media/signing';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// MEDIA_ACCEL: nginx sends the media bytes (X-Accel-Redirect to its internal location) once the app has checked
// the request as it always does; a refused request is refused exactly as without nginx.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MEDIA_ACCEL: '/_media/' });
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });
const video = '/media/videos/die-mutige-maus-text.mp4';

describe('media behind nginx (MEDIA_ACCEL)', () => {
  it('hands a public file to nginx with an empty body, its type and a day of caching', async () => {
    const res = await get('/media/trailers/die-mutige-maus.mp4', { range: 'bytes=0-15' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-accel-redirect')).toBe('/_media/trailers/die-mutige-maus.mp4');
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('hands a paid file over only with a valid signature, and for this browser alone', async () => {
    const res = await get(signMediaPath(t.config.secret, video));
    expect(res.headers.get('x-accel-redirect')).toBe('/_media/videos/die-mutige-maus-text.mp4');
    expect(res.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('refuses an unsigned, forged or expired request as before, without handing anything to nginx', async () => {
    const signed = new URL(signMediaPath(t.config.secret, video), 'http://x');
    const expired = signMediaPath(t.config.secret, video, Date.now() - 3_600_000, 60);
    const owner = await login(t.app, 'owner@lesefunke.test');
    for (const url of [video, `${video}?exp=${signed.searchParams.get('exp')}&sig=AAAA`, expired]) {
      for (const headers of [{}, { cookie: owner }] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.status).toBe(403);
        expect(res.headers.get('x-accel-redirect')).toBeNull();
        expect(await res.json()).toEqual({ error: 'forbidden', error_description: 'missing or expired signature' });
      }
    }
    for (const url of ['/media/videos/..%2F..%2Fconfig.ts', '/media/secret/x.mp4', '/media/trailers/nichts-da.mp4']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(res.headers.get('x-accel-redirect')).toBeNull();
    }
  });

  it('hands an HLS segment to nginx like any paid file, and writes the playlists itself: they carry signatures', async () => {
    const segment = await get(signMediaPath(t.config.secret, '/media/videos/der-schneemann-der-schwitzte-text-240p-003.m4s'));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('x-accel-redirect')).toBe('/_media/videos/der-schneemann-der-schwitzte-text-240p-003.m4s');
    expect(segment.headers.get('content-type')).toBe('video/iso.segment');
    expect((await segment.arrayBuffer()).byteLength).toBe(0);
    const playlist = await get(signMediaPath(t.config.secret, '/media/videos/der-schneemann-der-schwitzte-text-240p.m3u8'));
    expect(playlist.headers.get('x-accel-redirect')).toBeNull();
    expect(await playlist.text()).toMatch(/^\/media\/videos\/der-schneemann-der-schwitzte-text-240p-003\.m4s\?exp=\d+&sig=/m);
    const unsigned = await get('/media/videos/der-schneemann-der-schwitzte-text-240p-003.m4s');
    expect(unsigned.status).toBe(403);
    expect(unsigned.headers.get('x-accel-redirect')).toBeNull();
  });

  it('sends a byte window (?slice=) itself: nginx knows no such thing', async () => {
    const res = await get('/media/trailers/die-mutige-maus.mp4?slice=0-15');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-accel-redirect')).toBeNull();
    expect((await res.arrayBuffer()).byteLength).toBe(16);
  });
});
