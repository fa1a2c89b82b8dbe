import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { GUEST_PAGE_TTL_MS, guestPages } from './guest-pages';

/** A site with the keeper's write watch in front, and a clock the test moves. */
function keeper() {
  let now = 1_000_000;
  const kept = guestPages(() => now);
  const app = new Hono().use('*', kept.watchWrites).post('/api/admin/site-settings/theme', (c) => c.json({})).post('/api/bookmarks', (c) => c.json({}, 201));
  return { kept, app, later: (ms: number) => (now += ms) };
}

describe('the public answers a page is made of', () => {
  it('are asked once within the time they are kept, again after it, and at once after a write that may change them', async () => {
    const { kept, app, later } = keeper();
    let asked = 0;
    const theme = () => kept.remember('site-settings', async () => ++asked);
    expect([await theme(), await theme()]).toEqual([1, 1]);
    later(GUEST_PAGE_TTL_MS);
    expect(await theme()).toBe(2);
    // a reader's own write (a bookmark) changes no public answer
    await app.request('/api/bookmarks', { method: 'POST' });
    expect(await theme()).toBe(2);
    await app.request('/api/admin/site-settings/theme', { method: 'POST' });
    expect(await theme()).toBe(3);
  });

  it('are asked anew after a failed load, and a frame only for its own build', async () => {
    const { kept } = keeper();
    await expect(kept.remember('menus', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await kept.remember('menus', async () => 'menus')).toBe('menus');
    expect(await kept.frame('user /', 'build 1', async () => 'frame 1')).toBe('frame 1');
    expect(await kept.frame('user /', 'build 1', async () => 'not asked')).toBe('frame 1');
    expect(await kept.frame('user /', 'build 2', async () => 'frame 2')).toBe('frame 2');
  });
});

describe('a kept page', () => {
  it('is compressed once per encoding, and is stale at once when a write came in while it was drawn', async () => {
    const { kept, app } = keeper();
    const html = `<!doctype html><html><body>${'<p>Die mutige Maus</p>'.repeat(200)}</body></html>`;
    const version = kept.version();
    const page = kept.keep('/boardstory/die-mutige-maus', version, 'template', html, 200);
    expect(kept.get('/boardstory/die-mutige-maus', 'template')).toBe(page);
    const br = await page.encoded('br');
    expect(await page.encoded('br')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    expect(zlib.gunzipSync(await page.encoded('gzip')).toString()).toBe(html);
    await app.request('/api/admin/site-settings/theme', { method: 'POST' });
    kept.keep('/aktuelles', version, 'template', html, 200);
    expect(kept.get('/aktuelles', 'template')).toBeUndefined();
    expect(kept.get('/boardstory/die-mutige-maus', 'template')).toBeUndefined();
  });
});
