import type { MiddlewareHandler } from 'hono';

/** How long a guest's page drawn on the server is handed out again at most, when no write came in between. */
export const GUEST_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;

type Kept = { written: number; at: number; template: string; html: string; status: 200 | 404 };

/**
 * The pages the server drew for visitors without any session cookie: the same for every such visitor (no user, no
 * token, public answers only), so one drawing serves the next few seconds of them instead of drawing the same page
 * again for each (the load run's 200 browsing connections). A write through this process (any successful
 * request but GET and HEAD: an editor's page, an import, the site's theme) and a new build end them at once; a
 * write elsewhere (another process, the command line) within GUEST_PAGE_TTL_MS.
 */
export function guestPages() {
  const pages = new Map<string, Kept>();
  let written = 0;

  /** Counts the successful writes that pass, to know which kept pages may be older than the data. */
  const watchWrites: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) written += 1;
  };

  return {
    watchWrites,
    get(key: string, template: string): Kept | undefined {
      const kept = pages.get(key);
      if (!kept) return undefined;
      if (kept.written === written && kept.template === template && Date.now() - kept.at < GUEST_PAGE_TTL_MS) return kept;
      pages.delete(key);
      return undefined;
    },
    keep(key: string, template: string, html: string, status: 200 | 404) {
      if (pages.size >= MAX_PAGES) pages.clear();
      pages.set(key, { written, at: Date.now(), template, html, status });
    },
  };
}
