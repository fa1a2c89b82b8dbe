import type { DehydratedState } from '@tanstack/query-core';

/** A tag of the page's <head> as the routes' head() name it (title, meta, link). */
export type HeadTag = { tag: 'title'; text: string } | { tag: 'meta' | 'link'; attrs: Record<string, string> };

/**
 * A page the server drew (src/entry-server.tsx → src/server/site/ssr.ts): its markup inside #root, its head tags,
 * and every answer it was drawn from, for the browser's query cache.
 */
export type RenderedPage = { html: string; head: HeadTag[]; state: DehydratedState };
