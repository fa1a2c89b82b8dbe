import crypto from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { THEME_BOOT_SCRIPT } from '../../shared/domain/theme';
import type { Config } from '../config';
import { forwardedProto } from './client-network';

// Hono does not export the options type by name
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * What the app loads, and why each source is allowed (see docs/security.md#headers):
 * - scripts only from our origin, and the one inline script of index.html by its hash: it sets the theme before
 *   the first paint (shared/domain/theme.ts), which no script file could do without a request in front of the
 *   page; the server's JSON data in the page (`<script type="application/json">`) is never executed, so CSP
 *   does not apply to it;
 * - inline styles: video.js and the ALTCHA widget insert `<style>` elements of their own;
 * - `blob:` workers: ALTCHA solves its proof of work in a worker made from a blob URL;
 * - images from `data:` (QR codes are data URLs) and, like videos and embedded players, from any https host,
 *   since a real WordPress behind CMS_BASE keeps its pictures and embeds on its own hosts; `blob:` media for
 *   story packs played from the device;
 * - `connect-src 'self'` covers fetches and the /live WebSocket on our own host (CSP 3 matches ws: and wss:).
 */
export const THEME_SCRIPT_HASH = `'sha256-${crypto.createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

export const CSP: NonNullable<SecureHeadersOptions['contentSecurityPolicy']> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", THEME_SCRIPT_HASH],
  styleSrc: ["'self'", "'unsafe-inline'"],
  workerSrc: ["'self'", 'blob:'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:', 'https:'],
  frameSrc: ["'self'", 'https:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // no site may frame the app (clickjacking); X-Frame-Options says the same to older browsers
  frameAncestors: ["'none'"],
};

const HSTS = 'max-age=31536000; includeSubDomains';

const options = (hsts: boolean, cmsOrigin: string | undefined): SecureHeadersOptions => ({
  // a WordPress behind CMS_BASE may be plain http (on the school's own network): its pictures and media still load
  contentSecurityPolicy: cmsOrigin ? { ...CSP, imgSrc: [...CSP.imgSrc!, cmsOrigin], mediaSrc: [...CSP.mediaSrc!, cmsOrigin] } : CSP,
  xFrameOptions: 'DENY',
  // other sites learn that a visitor came from us, never which page (which may name a story or a code)
  referrerPolicy: 'strict-origin-when-cross-origin',
  strictTransportSecurity: hsts ? HSTS : false,
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
});

/**
 * Headers that only a document (or a worker) reads: the CSP, framing, the opener and the permissions. A script,
 * a style sheet or a picture ignores them; sent with each of a page's dozen build files and pictures they were
 * 0.7 KB of the 1 KB of headers each (HTTP/1.1 does not compress headers), bytes a slow school network carries
 * before the first screen can paint (the LCP budget, docs/performance.md#budgets). Referrer-Policy stays: a script's or a style sheet's own
 * requests follow the one on its answer. So do nosniff and Cross-Origin-Resource-Policy, which guard exactly
 * these files, and HSTS.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Answers no browser shows as a document that could run anything: scripts, styles, raster pictures, fonts (not SVG). */
const INERT = /^(text\/(javascript|css)|application\/javascript|image\/(webp|png|jpeg|avif|gif)|font\/)/;

type RequestConfig = Pick<Config, 'publicUrl' | 'trustProxy'>;

/**
 * Hono's secureHeaders on every answer; scripts, styles, pictures and fonts without the document-only ones.
 * HSTS only over https: when the public URL is https, or a proxy of TRUST_PROXY says so with `X-Forwarded-Proto`
 * (anybody else's header is ignored). Sent over plain http it would be ignored anyway, and on a local http
 * install it would only make the browser refuse the address later.
 */
export function securityHeaders(config: RequestConfig, cmsOrigin?: string): MiddlewareHandler {
  const withHsts = secureHeaders(options(true, cmsOrigin));
  const withoutHsts = secureHeaders(options(false, cmsOrigin));
  const httpsAlways = config.publicUrl.startsWith('https:');
  return async (c, next) => {
    const https = httpsAlways || forwardedProto(c, config.trustProxy) === 'https';
    await (https ? withHsts : withoutHsts)(c, next);
    if (INERT.test(c.res.headers.get('content-type') ?? '')) for (const name of DOCUMENT_ONLY) c.res.headers.delete(name);
  };
}

/** An origin as the browser writes it, or null for anything that is none (`null`, a broken URL). */
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * The origin the browser reached us under: the host it asked for, and its scheme as a trusted proxy names it, else
 * https when the public URL is https (the proxy in front ends TLS), else the connection's own.
 */
function ownOrigin(c: Context, config: RequestConfig): string | null {
  const url = new URL(c.req.url);
  const scheme = forwardedProto(c, config.trustProxy) ?? (config.publicUrl.startsWith('https:') ? 'https' : url.protocol.slice(0, -1));
  return originOf(`${scheme}://${c.req.header('host') ?? url.host}`);
}

/**
 * Whether a write comes from another origin than ours, scheme included (an http page of our host is another
 * origin, and one a network in between can write). Browsers send `Origin` with every cross-site write; where
 * one is missing (older browsers), the `Referer` names the page. A request with neither is no page's (a
 * tool, the CLI) and passes: the session cookie alone never reaches us from another site's form without one.
 */
export function isCrossOrigin(c: Context, config: RequestConfig): boolean {
  const origin = c.req.header('origin');
  const referer = c.req.header('referer');
  if (origin === undefined && referer === undefined) return false;
  const theirs = originOf(origin ?? referer!);
  return theirs === null || theirs !== ownOrigin(c, config);
}
