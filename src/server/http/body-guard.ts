import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { ApiError, badRequest } from './errors';

/**
 * The largest body any route takes: the biggest real ones (an organisation with two addresses, a captcha
 * solution, a code with 200 hidden attachments) stay under 20 KB, and no route takes uploads.
 */
export const MAX_BODY_BYTES = 100 * 1024;
/** Our bodies nest four levels at most (organisation → address → field); anything far deeper is an attack. */
export const MAX_JSON_DEPTH = 32;

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Hono's bodyLimit refuses a too long Content-Length before reading a byte, and stops a chunked body as soon
 * as it passes the limit, so a 200 MB body is never buffered and the server stays free for other requests.
 * Its 413 closes the connection (`Connection: close`).
 */
const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    // the rest of the body is never read, so this connection cannot carry another request: Node closes it after
    // this answer when the answer says so, instead of promising keep-alive and reading the body as the next request
    c.header('Connection', 'close');
    throw new ApiError(413, 'payload_too_large', `request body too large (at most ${MAX_BODY_BYTES / 1024} KB)`);
  },
});

/** Whether the JSON text opens more than `max` arrays or objects inside each other; one pass, no parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x7b || ch === 0x5b) {
      if (++depth > max) return true;
    } else if (ch === 0x7d || ch === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON.parse itself copes with deep nesting, but everything that walks the parsed value recursively
 * (validation, logging, JSON.stringify) overflows the stack at a few thousand levels: refuse it before
 * parsing. Hono keeps the text it read, so the validator's parse does not read the body again.
 */
const depth = createMiddleware<AppEnv>(async (c, next) => {
  if (JSON_TYPE.test(c.req.header('content-type')?.split(';')[0].trim() ?? '') && c.req.raw.body) {
    if (nestsDeeperThan(await c.req.text(), MAX_JSON_DEPTH)) throw badRequest(`JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
  }
  await next();
});

/** Body checks of every request to the server's own prefixes, before the session lookup and any parsing. */
export const bodyGuard = [limit, depth] as const;
