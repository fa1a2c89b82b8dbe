import type { MiddlewareHandler } from 'hono';
import { compress, type Encoding } from './compression';

/** How long a guest's page drawn on the server, or a public answer of a page's data, is handed out again at most, when no write came in between. */
export const GUEST_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 1_000;
const MAX_ANSWERS = 2_000;
/**
 * Writes that change only what their own user, organisation or code holder sees, never a guest's page: a login or
 * logout, an account and its organisation, bookmarks, plays counted, orders, pupil codes, invitations, the
 * newsletter. Any other write (an administrator's setting, a route added later) ends the kept pages.
 */
const PRIVATE_WRITES = /^\/(auth\/|api\/(bookmarks|track|users|organizations|orders|access-codes|invitations|newsletter|confirm-email-change)(\/|$))/;

/** A kept page: its HTML, and that HTML compressed once per encoding a browser asked for. */
export type Kept = { written: number; at: number; template: string; html: Buffer; status: 200 | 404; encoded: (encoding: Encoding) => Promise<Buffer> };
type Answer = { written: number; at: number; template?: string; value: Promise<unknown> };

/**
 * What the site keeps for a few seconds because it is the same for every visitor:
 * - the pages the server drew for visitors without any session cookie (no user, no token, public answers only), so
 *   one drawing serves the next few seconds of them instead of drawing the same page again for each (the load run's
 *   200 browsing connections), with their compressed bytes: a kept page is compressed once per encoding, not per
 *   request;
 * - the public answers a page's first data is made of (page-data.ts: the site settings, the CMS options and menus, a
 *   story, the catalogue's list), for every reader's page, a signed-in one's too: only who is signed in is asked per
 *   request.
 * A write through this process that may change what a guest sees (any successful request but GET and HEAD, but for
 * PRIVATE_WRITES: the site's theme) ends both at once, and a new build the pages; a write elsewhere (another
 * process, an import or the content on the command line) within GUEST_PAGE_TTL_MS. Counting every write, the load
 * run's 20 signed-in writers (bookmarks, plays) ended them about 40 times a second, and nearly every guest's page was
 * drawn anew (docs/performance.md#load-run has the numbers).
 */
export function guestPages(now: () => number = Date.now) {
  const pages = new Map<string, Kept>();
  const answers = new Map<string, Answer>();
  const frames = new Map<string, Answer>();
  let written = 0;
  const fresh = (entry: { written: number; at: number }) => entry.written === written && now() - entry.at < GUEST_PAGE_TTL_MS;

  /** Counts the successful writes that pass, to know which kept pages and answers may be older than the data. */
  const watchWrites: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400 && !PRIVATE_WRITES.test(c.req.path)) written += 1;
  };

  return {
    watchWrites,
    /** Where the data stands now: a page drawn from what was read after this keeps it (`keep`). */
    version: () => written,
    get(key: string, template: string): Kept | undefined {
      const kept = pages.get(key);
      if (!kept) return undefined;
      if (fresh(kept) && kept.template === template) return kept;
      pages.delete(key);
      return undefined;
    },
    /** Keeps a page drawn from the data as it stood at `version` (read before its data was): a write since makes it stale at once. */
    keep(key: string, version: number, template: string, html: string, status: 200 | 404): Kept {
      if (pages.size >= MAX_PAGES) pages.clear();
      const body = Buffer.from(html);
      const encoded = new Map<Encoding, Promise<Buffer>>();
      const kept: Kept = {
        written: version,
        at: now(),
        template,
        html: body,
        status,
        encoded: (encoding) => {
          let bytes = encoded.get(encoding);
          if (!bytes) encoded.set(encoding, (bytes = compress(body, encoding)));
          return bytes;
        },
      };
      pages.set(key, kept);
      return kept;
    },
    /**
     * A public answer by its key: the one loaded within GUEST_PAGE_TTL_MS if no write came in since it was asked,
     * else `load()`'s. Concurrent askers share one load; a failed load is not kept.
     */
    remember<T>(key: string, load: () => Promise<T>): Promise<T> {
      return memo(answers, MAX_ANSWERS, key, undefined, load);
    },
    /** A page's frame for the readers of one kind (site.ts), kept as `remember` keeps an answer, for one build's template. */
    frame<T>(key: string, template: string, load: () => Promise<T>): Promise<T> {
      return memo(frames, MAX_PAGES, key, template, load);
    },
  };

  function memo<T>(store: Map<string, Answer>, max: number, key: string, template: string | undefined, load: () => Promise<T>): Promise<T> {
    const hit = store.get(key);
    if (hit && fresh(hit) && hit.template === template) return hit.value as Promise<T>;
    if (store.size >= max) store.clear();
    const entry: Answer = { written, at: now(), template, value: load() };
    store.set(key, entry);
    entry.value.catch(() => {
      if (store.get(key) === entry) store.delete(key);
    });
    return entry.value as Promise<T>;
  }
}

export type GuestPages = ReturnType<typeof guestPages>;
