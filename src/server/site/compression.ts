import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

// What is worth compressing: text. Media, images other than SVG, fonts (woff2 is compressed already), PDFs and
// archives are not; video also answers byte ranges, which must count bytes of the file itself.
const COMPRESSIBLE_TYPE = /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;
/** The build files compressed once by the build (vite.config.ts), by name. */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
/** Smaller answers fit into one network packet anyway; compressing them costs time and saves nothing. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encodings the client accepts (Accept-Encoding with its q-values), the one it prefers first; brotli before gzip at the same weight. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name, weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => q.get(name) ?? (q.has('*') ? q.get('*')! : 0);
  const accepted = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return weight('gzip') > weight('br') ? accepted.reverse() : accepted;
}

/** The best encoding the client accepts: brotli, else gzip, else none. */
export const preferredEncoding = (acceptEncoding: string | undefined): Encoding | null => acceptedEncodings(acceptEncoding)[0] ?? null;

export const isCompressibleType = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE_TYPE.test(contentType);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A body as compressAnswers sends it (its comment says why these settings); a kept page is compressed once so. */
export const compress = (body: Buffer, encoding: Encoding) =>
  encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzip(body, { level: 6 });

/** Part of a text sent as gzip in pieces (gzipJoined): the piece itself and its deflate blocks, ending on a byte boundary. */
export type GzipPiece = { raw: Buffer; deflated: Buffer };
const deflateRaw = promisify(zlib.deflateRaw);
/** A piece sent with many answers, compressed once as well as gzip can. */
export const gzipPiece = async (text: string): Promise<GzipPiece> => {
  const raw = Buffer.from(text);
  return { raw, deflated: await deflateRaw(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH, level: zlib.constants.Z_BEST_COMPRESSION }) };
};
/** deflate's stored block (RFC 1951, 3.2.4) holds at most this many bytes. */
const STORED_MAX = 0xffff;
/**
 * A piece of one answer, a few hundred bytes: stored as it is (deflate's stored blocks) rather than compressed,
 * which would cost a compressor's set-up of a quarter of a megabyte per answer to save a hundred bytes or so.
 */
export const gzipPieceAsIs = (text: string): GzipPiece => {
  const raw = Buffer.from(text);
  const blocks: Buffer[] = [];
  for (let at = 0; at < raw.length; at += STORED_MAX) {
    const part = raw.subarray(at, at + STORED_MAX);
    // not the last block, stored; it starts on a byte as every piece ends on one, and its length follows, and its complement
    const header = Buffer.from([0, 0, 0, 0, 0]);
    header.writeUInt16LE(part.length, 1);
    header.writeUInt16LE(~part.length & 0xffff, 3);
    blocks.push(header, part);
  }
  return { raw, deflated: Buffer.concat(blocks) };
};
// gzip's member header (RFC 1952): magic, deflate, no flags, no time, no extra flags, Unix; and deflate's empty last block
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const LAST_BLOCK = Buffer.from([3, 0]);

/**
 * One gzip stream of pieces compressed apart: a deflate stream may go on after a block that ends on a byte boundary
 * (a sync flush, as each piece's blocks end), and each piece's back-references stay within its own text, so the
 * pieces' blocks one after the other, with an empty last block, inflate to the pieces' text joined. What is the same
 * for many answers is compressed once and only the rest per answer (site.ts: a page's frame around its reader); the
 * trailer's checksum and length are the whole text's.
 */
export function gzipJoined(all: GzipPiece[]): Buffer {
  // an empty piece adds nothing, and zlib.crc32 of an empty buffer forgets the value it continues (Node 20.20)
  const pieces = all.filter((piece) => piece.raw.length > 0);
  let crc = 0;
  let length = 0;
  for (const piece of pieces) {
    crc = zlib.crc32(piece.raw, crc);
    length += piece.raw.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...pieces.map((p) => p.deflated), LAST_BLOCK, trailer]);
}

function appendVary(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Marks a text answer as depending on Accept-Encoding, compressed or not, so no cache hands one form to the other's client. */
export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  if (isCompressibleType(c.res.headers.get('Content-Type'))) appendVary(c.res.headers);
};

/**
 * Compresses answers made per request (the API's JSON, the served HTML) above MIN_COMPRESS_BYTES: brotli at a
 * fast quality (6: most of the gain at a fraction of the cost of 11, which the build spends on the files that are
 * compressed once; against 4 the front page's HTML was 6 % smaller at 5, 16.4 → 15.4 KB, for 0.4 ms more, and 6 takes
 * another 80 bytes off it, 13.25 → 13.17 KB, for 0.07 ms more; 7 would save 30 more for 0.6 ms), gzip for
 * clients without brotli. A page's HTML that fits the first round trip of a new connection (TCP's first window,
 * 10 segments ≈ 14.6 KB with the headers) paints a round trip earlier (docs/performance.md#server-rendering).
 * Leaves alone what is no text, what is compressed already, partial answers (206) and answers that say no-transform.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.headers.has('Content-Encoding')) return;
  if (!isCompressibleType(res.headers.get('Content-Type'))) return;
  if (/no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
  appendVary(res.headers);
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
  const declared = res.headers.get('Content-Length');
  if (!encoding || (declared !== null && Number(declared) < MIN_COMPRESS_BYTES)) return;
  const body = Buffer.from(await res.arrayBuffer());
  const compressed = body.length < MIN_COMPRESS_BYTES ? null : await compress(body, encoding);
  // the body was read: it goes out again either way, compressed or as it was
  c.res = new Response(compressed ?? body, res);
  c.res.headers.set('Content-Length', String((compressed ?? body).length));
  if (compressed) c.res.headers.set('Content-Encoding', encoding);
};

/**
 * The build's text files, compressed once with the strongest settings, beside each file as .br and .gz
 * (served by serveStatic's `precompressed`). A variant that would not be smaller is not written.
 */
export function precompressDir(dir: string): { files: number; raw: number; br: number } {
  const totals = { files: 0, raw: 0, br: 0 };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < MIN_COMPRESS_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.raw += body.length;
    totals.br += Math.min(br.length, body.length);
  }
  return totals;
}
