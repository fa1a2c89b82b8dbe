import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeContent = {
  categories: { id: number; slug: string }[];
  posts: { slug: string; categories: number[]; modified_gmt: string }[];
  pages: { slug: string; modified_gmt: string }[];
};

/**
 * A stand-in for a third-party WordPress in server tests, where the real one (scripts/wordpress/setup.sh) is not
 * running: the core REST lists with slug filter, paging and X-WP-TotalPages, `_fields`, and no Lesefunke plugin
 * (its routes answer 404 rest_no_route). `mode` makes it fail as a real one does: an HTML error page, or no answer.
 */
export async function startFakeWordPress(content: FakeContent) {
  const state = { mode: 'up' as 'up' | 'broken' | 'hanging', requests: [] as string[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://wp');
    state.requests.push(url.pathname + url.search);
    if (state.mode === 'hanging') return; // the socket stays open: only the caller's timeout ends it
    if (state.mode === 'broken') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<h1>Error establishing a database connection</h1>');
    }
    const type = /^\/wp-json\/wp\/v2\/(posts|pages|categories)$/.exec(url.pathname)?.[1] as keyof FakeContent | undefined;
    if (!type) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } }));
    }
    const slug = url.searchParams.get('slug');
    const items: Record<string, unknown>[] = content[type].filter((i) => slug === null || i.slug === slug);
    const perPage = Number(url.searchParams.get('per_page') ?? 10);
    const page = Number(url.searchParams.get('page') ?? 1);
    const fields = url.searchParams.get('_fields')?.split(',');
    const shown = items.slice((page - 1) * perPage, page * perPage).map((i) => (fields ? Object.fromEntries(fields.map((f) => [f, i[f]])) : i));
    res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'x-wp-total': String(items.length), 'x-wp-totalpages': String(Math.ceil(items.length / perPage)) });
    res.end(JSON.stringify(shown));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wp-json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fresh WordPress as its installer leaves it: the one "Hallo Welt!" post, uncategorised, and a sample page. */
export const FRESH_WORDPRESS: FakeContent = {
  categories: [{ id: 1, slug: 'allgemein' }],
  posts: [{ slug: 'hallo-welt', categories: [1], modified_gmt: '2026-11-01T09:00:00' }],
  pages: [{ slug: 'beispiel-seite', modified_gmt: '2026-11-01T09:00:00' }],
};
