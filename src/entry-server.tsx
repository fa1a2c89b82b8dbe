import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { dehydrate, hydrate, QueryClient, QueryClientProvider, skipToken, type DehydratedState, type Query } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { setRenderFetch } from './lib/api-client';
import { setSiteOrigin } from './lib/site-origin';
import { createAppRouter } from './router';
import type { HeadTag, RenderedPage } from './shared/rendered-page';
import { setServerWindow } from './ui/dom-window';
import { setPurifier } from './ui/safe-html';

// the API calls of one render go to its request's server side (with that browser's cookie), even while other
// renders run: each render's calls carry their own way in
const asking = new AsyncLocalStorage<typeof fetch>();
setRenderFetch((input, init) => asking.getStore()!(input, init));
// the CMS's HTML is parsed and sanitised on the server as in the browser: on a window of jsdom (DOMPurify's own advice)
const { window } = new JSDOM('');
setServerWindow(window as unknown as Window & typeof globalThis);
setPurifier(DOMPurify(window));


/**
 * The app drawn on the server for one request (src/server/site/ssr.ts): the same routes, loaders, query options and
 * components as in the browser. The cache starts from the answers the server gathered for the page (page-data.ts);
 * what else a loader or a component asks goes to the API in-process through `ask`, as the browser would. Each
 * render has its own query cache, router and jotai store: nothing of one visitor's page reaches another's.
 *
 * `null` when a component failed to render: the browser then draws the page from the empty frame, as offline.
 */
export async function renderPage(url: string, seed: DehydratedState, ask: typeof fetch, publicUrl: string): Promise<RenderedPage | null> {
  // the head's absolute addresses (canonical, og:url) name the site as its readers reach it; the same for every render
  setSiteOrigin(publicUrl);
  return asking.run(ask, () => render(url, seed));
}

/**
 * A query its component means to ask: not switched off (`enabled: false`, skipToken: a code not typed, a part not
 * yet due), and not one of the device's own (`meta.onDevice`: the stories saved on it). The server cannot know
 * those; asked here they answered "none" and cost the story page a second render, half its drawing time.
 */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false && queryFn !== skipToken && query.meta?.onDevice !== true;
}

/** Renders after the first that may ask what the previous one found missing. */
const MAX_ROUNDS = 3;

async function render(url: string, seed: DehydratedState): Promise<RenderedPage | null> {
  const queryClient = new QueryClient({
    // one try, no waiting for a connection: a failed answer is the page's error, as in the browser after its retries
    defaultOptions: { queries: { retry: false, staleTime: Infinity, networkMode: 'always' } },
  });
  hydrate(queryClient, seed);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const { matches } = router.state;
  const app = (
    <StrictMode>
      <JotaiProvider store={createStore()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>
  );
  let html = await renderWhole(app, url);
  // What the components ask with plain queries (lists below a heading, the CMS page's story blocks, the pictures of
  // a list) the browser would ask after its first render; asked now, the next render draws them, and the page
  // carries them for the browser. A few rounds: a question may follow from an answer (a list, then its pictures)
  for (let round = 0; round < MAX_ROUNDS && html !== null; round++) {
    const asked = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wanted(query) });
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = await renderWhole(app, url);
  }
  const state = dehydrate(queryClient);
  queryClient.clear();
  return html === null ? null : { html, head: headTags(matches), state };
}

/**
 * React 19's streaming renderer, read once everything has rendered (lazy parts, suspended queries): the page goes
 * out in order as plain HTML, without the inline scripts that stream late parts into place, which the content
 * security policy would refuse and a crawler or a browser without JavaScript would not run. `null` on an error.
 */
function renderWhole(app: ReactNode, url: string): Promise<string | null> {
  return new Promise((resolve) => {
    let failed = false;
    let piped = false;
    const { pipe } = renderToPipeableStream(app, {
      // never move a large part out to be put in place by a script later (React's default above ~12 KB)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // React 19.2 calls this a second time in some renders (the front page, a story, the news) after the first
        // call's piping has begun: a second pipe throws, React hands that to onError, and the server's log said
        // "Serverseitiges Rendern fehlgeschlagen" for pages that were drawn whole
        if (piped) return;
        piped = true;
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            resolve(failed ? null : Buffer.concat(chunks).toString('utf8'));
            done();
          },
        });
        pipe(sink);
      },
      onShellError: () => resolve(null),
      onError(error) {
        failed = true;
        console.error('Serverseitiges Rendern fehlgeschlagen:', url, error);
      },
    });
  });
}

type Attrs = object;
type HeadMatch = { meta?: (Attrs | undefined)[]; links?: (Attrs | undefined)[] };

/** The string attributes of a head() entry (React props such as children or ref are no HTML attributes). */
const stringAttrs = (entry: Attrs) => Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The routes' head() as HeadContent reads them: the deepest title wins, meta by name or property, links all. */
function headTags(matches: HeadMatch[]): HeadTag[] {
  let title: string | undefined;
  const meta = new Map<string, Record<string, string>>();
  const links: Record<string, string>[] = [];
  for (const match of matches) {
    for (const entry of match.meta ?? []) {
      if (!entry) continue;
      const m = stringAttrs(entry);
      if (m.title) title = m.title;
      else meta.set(m.name ?? m.property ?? JSON.stringify(m), m);
    }
    for (const link of match.links ?? []) if (link) links.push(stringAttrs(link));
  }
  return [
    ...(title ? [{ tag: 'title' as const, text: title }] : []),
    ...[...meta.values()].map((attrs) => ({ tag: 'meta' as const, attrs })),
    ...links.map((attrs) => ({ tag: 'link' as const, attrs })),
  ];
}
