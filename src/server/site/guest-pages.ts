import type { MiddlewareHandler } from 'hono';

/** How long a guest's page drawn on the server is handed out again at most, when no write came in between. */
export const GUEST_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;
/**
 * Writes that change only what their own user, organisation or code holder sees, never a guest's page: a login or
 * logout, an account and its organisation, bookmarks, plays counted, orders, pupil codes, invitations, the
 * newsletter. Any other write (an administrator's setting, a route added later) ends the kept pages.
 */
const PRIVATE_WRITES = /^\/(auth\/|api\/(bookmarks|track|users|organizations|orders|access-codes|invitations|newsletter|confirm-email-change)(\/|$))/;

type Kept = { written: number; at: number; template: string; html: string; status: 200 | 404 };

/**
 * The pages the server drew for visitors without any session cookie: the same for every such visitor (no user, no
 * token, public answers only), so one drawing serves the next few seconds of them instead of drawing the same page
 * again for each (the load run's 200 browsing connections). A write through this process that may change what a
 * guest sees (any successful request but GET and HEAD, but for PRIVATE_WRITES: the site's theme) and a new build end
 * them at once; a write elsewhere (another process, an import or the content on the command line) within
 * GUEST_PAGE_TTL_MS. Counting every write, the load run's 20 signed-in writers (bookmarks, plays) ended them about
 * 40 times a second, and nearly every guest's page was drawn anew (docs/performance.md#load-run has the numbers).
 */
export function guestPages() {
  const pages = new Map<string, Kept>();
  let written = 0;

  /** Counts the successful writes that pass, to know which kept pages may be older than the data. */
  const watchWrites: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400 && !PRIVATE_WRITES.test(c.req.path)) written += 1;
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
