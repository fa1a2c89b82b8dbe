import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../http/env';

/** Where the browser always asks for content; the built-in service answers here unless CMS_BASE names a WordPress. */
export const CMS_PREFIX = '/cms/wp-json';
/** How long WordPress may take for a whole answer before the browser gets a 504. */
export const CMS_TIMEOUT_MS = 10_000;

/** CMS_BASE names an external WordPress (`https://cms.example/wp-json`); anything else means the built-in service. */
export const isExternalCms = (base: string) => /^https?:\/\//i.test(base);

// What a content request may carry to WordPress: content negotiation and revalidation. Never the
// browser's cookies (our session is no business of WordPress') or its Authorization header.
const REQUEST_HEADERS = ['accept', 'accept-language', 'if-none-match', 'if-modified-since'];
// What WordPress' answer may carry back: body type, caching and paging. Never Set-Cookie; no
// Content-Encoding/Length (fetch has already decoded the body, our server compresses on its own).
const RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'expires', 'vary', 'x-wp-total', 'x-wp-totalpages', 'allow', 'retry-after'];

/** A WordPress-shaped error, so the client reads a proxy failure like any answer of WordPress itself. */
const wpError = (c: Context, status: 404 | 405 | 502 | 504, code: string, message: string) =>
  c.json({ code, message, data: { status } }, status, { 'Cache-Control': 'no-store' });

/**
 * `Link` headers name WordPress' own API URLs (`rel="next"`, the discovery link): each one under the
 * WordPress API path becomes the same path under /cms/wp-json of `origin` (PUBLIC_URL), so paging and discovery
 * stay on our origin. Absolute, as WordPress writes them: an API client resolves a relative one against its own
 * idea of the host (port 80 behind a proxy). The host is not compared: WordPress writes its configured site URL,
 * which may differ from CMS_BASE's (an internal address, http behind a TLS proxy).
 */
export function rewriteLink(link: string, base: string, origin: string): string {
  const basePath = new URL(base).pathname.replace(/\/$/, '');
  return link.replace(/<([^>]*)>/g, (whole, href: string) => {
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return whole;
    }
    if (url.pathname !== basePath && !url.pathname.startsWith(`${basePath}/`)) return whole;
    return `<${origin.replace(/\/$/, '')}${CMS_PREFIX}${url.pathname.slice(basePath.length)}${url.search}>`;
  });
}

/** The WordPress URL of a request under /cms/wp-json, or undefined when it would leave the API path (`..`). */
export function targetUrl(base: string, path: string, search: string): URL | undefined {
  const root = new URL(base.replace(/\/$/, ''));
  const rest = path.slice(CMS_PREFIX.length);
  const target = new URL(root.pathname + (rest || '/') + search, root);
  if (target.origin !== root.origin) return undefined;
  return target.pathname === root.pathname || target.pathname.startsWith(`${root.pathname}/`) ? target : undefined;
}

const isPreview = (path: string) => path.startsWith(`${CMS_PREFIX}/lesefunke/v2/preview/`);

/**
 * With CMS_BASE set to a WordPress `wp-json` URL, /cms/wp-json/* is passed to it (see docs/content.md#wordpress): the browser
 * stays on one origin, the service worker keeps the answers for offline use, and no rebuild is needed.
 * Without it the request goes on to the built-in content service. Mounted after the session lookup:
 * the preview route needs to know who asks.
 */
export function cmsProxy(config: Pick<Config, 'cmsBase' | 'cmsPreviewAuth' | 'publicUrl'>, timeoutMs = CMS_TIMEOUT_MS): MiddlewareHandler<AppEnv> {
  if (!isExternalCms(config.cmsBase)) return async (_c, next) => next();
  const base = config.cmsBase;
  const previewAuth = config.cmsPreviewAuth ? `Basic ${Buffer.from(config.cmsPreviewAuth).toString('base64')}` : undefined;

  return async (c) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      c.header('Allow', 'GET, HEAD');
      return wpError(c, 405, 'rest_method_not_allowed', 'The content API only reads: GET and HEAD.');
    }
    const url = new URL(c.req.url);
    const target = targetUrl(base, url.pathname, url.search);
    if (!target) return wpError(c, 404, 'rest_no_route', 'No route was found matching the URL and request method.');

    const headers = new Headers();
    for (const name of REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const preview = isPreview(url.pathname);
    // Drafts are shown to our administrators only: WordPress sees the app's own application password
    // (CMS_PREVIEW_AUTH), never a browser's credentials; everyone else gets WordPress' 401.
    if (preview && previewAuth && c.var.user?.isAdmin) headers.set('authorization', previewAuth);

    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method,
        headers,
        redirect: 'follow',
        // the timeout covers the whole answer, body included; a browser that leaves stops the fetch too
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), c.req.raw.signal]),
      });
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') return wpError(c, 504, 'cms_timeout', 'The content service did not answer in time.');
      return wpError(c, 502, 'cms_unreachable', 'The content service cannot be reached.');
    }

    const type = upstream.headers.get('content-type') ?? '';
    // Only JSON passes: an HTML page of WordPress (a database error, a login form) must not be served
    // as a page of our origin. 304 and HEAD answers carry no body to judge.
    if (upstream.status !== 304 && method === 'GET' && !/json/i.test(type)) {
      await upstream.body?.cancel();
      return wpError(c, 502, 'cms_bad_gateway', `The content service answered ${upstream.status} without JSON.`);
    }

    const out = new Headers();
    for (const name of RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) out.set(name, value);
    }
    const link = upstream.headers.get('link');
    if (link) out.set('link', rewriteLink(link, base, config.publicUrl));
    out.set('x-content-type-options', 'nosniff');
    // work in progress, possibly seen with our password: no cache may keep it
    if (preview) out.set('cache-control', 'private, no-store');
    return new Response(method === 'HEAD' ? null : upstream.body, { status: upstream.status, headers: out });
  };
}
