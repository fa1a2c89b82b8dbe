import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { mediaBundleQuerySchema } from '../../shared/schemas/media';
import { query } from '../http/validate';
import { parseRange } from '../media/files';
import type { MediaFolder } from '../media/paths';
import { isPlaylist, readableMediaFile, servedPlaylist } from '../services/media-access';
import { bundleParts, multipartBundle } from '../services/media-bundle';

// teaser pictures and trailers change only with a new seed or upload; a day of caching saves most requests
const PUBLIC_CACHE = 'public, max-age=86400';

/** Media files with validators and byte ranges; paid files only through a signed, unexpired URL. Behind nginx, nginx sends the bytes. */
export const mediaRoutes = new Hono<AppEnv>()
  // a story pack's small files in one answer (services/media-bundle.ts); Node sends them behind nginx too: a few hundred kilobytes
  .get('/bundle', query(mediaBundleQuerySchema), async (c) => {
    const { body, contentType } = await multipartBundle(await bundleParts(c.var.config.secret, c.req.valid('query')['f[]']));
    c.header('Content-Type', contentType);
    // asked once per save, past every cache (story-packs.keys.ts PACK_DOWNLOAD_CACHE); signed parts are private
    c.header('Cache-Control', 'private, no-store');
    return c.body(body, 200);
  })
  .get('/:folder/:file', async (c) => {
  const { folder, file } = c.req.param();
  const { exp, sig } = c.req.query();
  const media = await readableMediaFile(c.var.config.secret, folder, file, exp, sig);
  // a signed URL may be reused by this browser until it expires, never by a shared cache
  const cacheControl = media.signed ? `private, max-age=${Math.max(0, Number(exp) - Math.floor(Date.now() / 1000))}` : PUBLIC_CACHE;

  c.header('Cache-Control', cacheControl);
  // an HLS playlist names its files with this request's signature, so Node writes it out (a few hundred bytes)
  if (isPlaylist(media)) {
    c.header('Content-Type', media.contentType);
    return c.body(await servedPlaylist(c.var.config.secret, folder as MediaFolder, media, exp), 200);
  }
  c.header('ETag', media.etag);
  c.header('Last-Modified', media.mtime.toUTCString());
  c.header('Accept-Ranges', 'bytes');
  c.header('Content-Type', media.contentType);

  // behind nginx (MEDIA_ACCEL) the checks above are all Node does: nginx sends the file from its internal location,
  // ranges and revalidation included, so a video's megabytes never pass through this one thread. A byte window
  // (?slice=) is no range nginx knows; Node keeps those.
  const accel = c.var.config.mediaAccel;
  if (accel && c.req.query('slice') === undefined) {
    c.header('X-Accel-Redirect', `${accel}${folder}/${file}`);
    return c.body(null, 200);
  }

  const ifNoneMatch = c.req.header('if-none-match');
  const ifModifiedSince = c.req.header('if-modified-since');
  const unchanged = ifNoneMatch
    ? ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === media.etag)
    : ifModifiedSince !== undefined && Math.floor(media.mtime.getTime() / 1000) <= Date.parse(ifModifiedSince) / 1000;
  if (unchanged) return c.body(null, 304);

  // If-Range: a range of an older copy of the file would corrupt the client's copy, so send it whole then
  const ifRange = c.req.header('if-range');
  const range = ifRange && ifRange !== media.etag ? null : parseRange(c.req.header('range'), media.size);
  // a byte window as a whole answer (200): the app saves a story's big files for offline use in windows that
  // Cache Storage takes as they come (it refuses 206 answers), so the bytes never pass through JavaScript
  const slice = range ? null : parseRange(c.req.query('slice') && `bytes=${c.req.query('slice')}`, media.size);
  if (range === 'unsatisfiable' || slice === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${media.size}`);
    return c.body(null, 416);
  }
  const { start, end } = range ?? slice ?? { start: 0, end: media.size - 1 };
  c.header('Content-Length', String(end - start + 1));
  if (range) c.header('Content-Range', `bytes ${start}-${end}/${media.size}`);
  // the whole file's size, which a window's Content-Length does not tell
  if (slice) c.header('X-Media-Size', String(media.size));
  if (c.req.method === 'HEAD' || media.size === 0) return c.body(null, range ? 206 : 200);
  const stream = Readable.toWeb(fs.createReadStream(media.path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, range ? 206 : 200);
});
