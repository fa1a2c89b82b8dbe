import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { createSite } from './site';
import { renderBundleOf } from './ssr';

// How the site puts the render bundle's page into the HTML (ARCHITECTURE.md#pages-drawn-on-the-server). The bundle here is a
// stand-in that says what it was asked; the real drawing is checked in the browser (tests/e2e/server-render.spec.ts).
const HTML = '<!doctype html><html><head><title>Lesefunke</title></head><body><div id="root"></div></body></html>';
const BUNDLE = `
export async function renderPage(url, seed, ask, publicUrl) {
  if (url.startsWith('/boardstory/kaputt')) throw new Error('render failed');
  const me = seed.queries.find((q) => q.queryKey[0] === 'auth');
  const story = await (await ask('/api/boardstories/die-mutige-maus')).json();
  return {
    html: '<main><h1>' + story.title + '</h1><p>' + url + ' ' + publicUrl + ' ' + JSON.stringify(me.state.data) + '</p></main>',
    head: [
      { tag: 'title', text: story.title + ' & Co | Lesefunke' },
      { tag: 'meta', attrs: { name: 'description', content: 'Ein "Test" <b>' } },
      { tag: 'link', attrs: { rel: 'canonical', href: publicUrl + url } },
    ],
    state: { mutations: [], queries: [{ queryKey: ['drawn'], queryHash: '["drawn"]', state: { data: story.slug, status: 'success' } }] },
  };
}
`;

let t: TestApp;
let dist: string;
let site: ReturnType<typeof createSite>;

beforeAll(async () => {
  t = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-ssr-'));
  fs.writeFileSync(path.join(dist, 'index.html'), HTML);
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(renderBundleOf(dist), BUNDLE);
  site = createSite({ api: t.app, db: t.db, config: t.config, dist });
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</body>'));

describe('a page drawn on the server', () => {
  it('carries the drawn markup in #root, its head tags instead of the frame title, the answers it was drawn from and its cost', async () => {
    const res = await site.request('/boardstory/die-mutige-maus');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootOf(html)).toContain('<h1>Die mutige Maus</h1>');
    // drawn for this request, as a guest, with the public address
    expect(rootOf(html)).toContain(`/boardstory/die-mutige-maus ${t.config.publicUrl} null`);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html).toContain('<title data-server-head>Die mutige Maus &amp; Co | Lesefunke</title>');
    expect(html).toContain('<meta data-server-head name="description" content="Ein &quot;Test&quot; &lt;b>" />');
    expect(html).toContain(`<link data-server-head rel="canonical" href="${t.config.publicUrl}/boardstory/die-mutige-maus" />`);
    // each answer as its key and data (shared/rendered-page.ts)
    expect(html).toContain('{"queries":[[["drawn"],"die-mutige-maus"]]}');
    expect(res.headers.get('Server-Timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
  });

  it('a guest page drawn once serves the next guests until a write comes in; a cookie always gets its own', async () => {
    const path = '/boardstory/die-mutige-maus?kept=1';
    expect((await site.request(path)).headers.get('Server-Timing')).toMatch(/^render;/);
    const again = await site.request(path);
    expect(again.headers.get('Server-Timing')).toBe('cache;desc=hit');
    expect(await again.text()).toContain('<h1>Die mutige Maus</h1>');
    expect((await site.request(path, { headers: { cookie: 'lf_session=unbekannt' } })).headers.get('Server-Timing')).toMatch(/^render;/);
    // a successful write through the site that may change what a guest sees (here the site's theme) ends it
    const cookie = await login(t.app, 'admin@lesefunke.test');
    const { token } = (await (await site.request('/api/live-token', { headers: { cookie } })).json()) as { token: string };
    const theme = await site.request('/api/admin/site-settings/theme', {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': token },
      body: new URLSearchParams({ select_theme: 'dark' }),
    });
    expect(theme.status).toBe(200);
    expect((await site.request(path)).headers.get('Server-Timing')).toMatch(/^render;/);
  });

  it("a signed-in user's own writes (a login, a bookmark, a play counted) leave the guests' pages kept", async () => {
    const path = '/boardstory/die-mutige-maus?kept=2';
    expect((await site.request(path)).headers.get('Server-Timing')).toMatch(/^render;/);
    const login = await site.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lehrer@lesefunke.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const story = (await (await site.request('/api/boardstories/die-mutige-maus')).json()) as { id: number };
    const writes = [
      await site.request('/api/bookmarks', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ boardstoryId: story.id }) }),
      await site.request('/api/track', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ boardstory: story.id, boardstoryTimestamp: 0, event: 'boardstoryWatched' }),
      }),
    ];
    expect(writes.map((w) => w.status)).toEqual([201, 201]);
    const again = await site.request(path);
    expect(again.headers.get('Server-Timing')).toBe('cache;desc=hit');
    expect(await again.text()).toContain('<h1>Die mutige Maus</h1>');
  });

  it('an unknown path is drawn too, and answers 404; the browser draws it anew', async () => {
    const res = await site.request('/gibt-es-nicht/hier/auch/nicht');
    expect(res.status).toBe(404);
    const root = rootOf(await res.text());
    expect(root).toContain('<h1>');
    expect(root).toMatch(/^<div id="root" data-server-only>/);
  });

  it('a failed render sends the empty frame with the page data, for the browser to draw', async () => {
    const res = await site.request('/boardstory/kaputt');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Lesefunke</title>');
    expect(html).toContain('id="lf-state"');
  });

  it('pages of an account, of the order and of the class tablet are left to the browser', async () => {
    for (const pathname of ['/account', '/order', '/klasse', '/login']) {
      const html = await (await site.request(pathname)).text();
      expect(html, pathname).toContain('<div id="root"></div>');
    }
  });

  it('a signed-in user gets the empty frame with their own answers, never a page drawn for a guest', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const res = await site.request('/boardstory/die-mutige-maus', { headers: { cookie } });
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('lehrer@lesefunke.test');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Server-Timing')).toBeNull();
  });
});
