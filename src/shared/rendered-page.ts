import type { DehydratedState } from '@tanstack/query-core';

/** A tag of the page's <head> as the routes' head() name it (title, meta, link). */
export type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attrs: Record<string, string> };

/**
 * A page the server drew (src/entry-server.tsx → src/server/site/ssr.ts): its markup inside #root, its head tags,
 * and every answer it was drawn from, for the browser's query cache.
 */
export type RenderedPage = { html: string; head: HeadTag[]; state: DehydratedState };

/**
 * The answers as a served page writes them into its HTML (src/server/site/shell.ts): each query's key and data. The
 * rest of TanStack's dehydrated state (each query's hash, counters and times) is the same for every answer, and the
 * browser counts them as fetched when it reads them (src/lib/server-state.ts); on the front page it was 0.2 KB on the
 * wire of a page that should fit a new connection's first round trip (docs/performance.md#server-rendering).
 */
export type PageState = { queries: [queryKey: readonly unknown[], data: unknown][] };

export const pageStateOf = (state: DehydratedState): PageState => ({
  queries: state.queries.filter((query) => query.state.status === 'success').map((query) => [query.queryKey, query.state.data]),
});
