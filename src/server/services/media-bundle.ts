import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { MEDIA_BUNDLE, SEPARATE_PART } from '../../shared/schemas/media';
import { badRequest } from '../http/errors';
import type { MediaFile } from '../media/files';
import type { MediaFolder } from '../media/paths';
import { isPlaylist, readableMediaFile, servedPlaylist } from './media-access';

/**
 * A file the bundle sends, or null where it is too big for it (the client asks for it alone). `text`: an HLS
 * playlist as GET /media/{folder}/{file} serves it, every file it names signed (its `size` is that text's).
 */
export type BundlePart = (MediaFile & { name: string; text?: string }) | null;

const PATH = /^\/media\/([a-z]+)\/([^/?#]+)$/;

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('f[]: must be a media path');
  }
};

/**
 * The files of one bundle, each checked as GET /media/{folder}/{file} checks it (readableMediaFile: 404, 403). One
 * file that fails fails the bundle, as the same file alone would fail the save. Parts beyond the limits come back as null.
 */
export async function bundleParts(secret: string, paths: string[], limits: { partBytes: number; totalBytes: number } = MEDIA_BUNDLE): Promise<BundlePart[]> {
  const files = await Promise.all(
    paths.map(async (given) => {
      const [pathname, search = ''] = given.split('?', 2);
      const match = PATH.exec(pathname);
      if (!match) throw badRequest('f[]: must be a media path');
      const [folder, file] = [decoded(match[1]), decoded(match[2])];
      const query = new URLSearchParams(search);
      const exp = query.get('exp') ?? undefined;
      const media = await readableMediaFile(secret, folder, file, exp, query.get('sig') ?? undefined);
      if (!isPlaylist(media)) return { ...media, name: file };
      // the same playlist the file alone would be: its raw names would play nowhere
      const text = await servedPlaylist(secret, folder as MediaFolder, media, exp);
      return { ...media, name: file, text, size: Buffer.byteLength(text) };
    }),
  );
  let total = 0;
  return files.map((media) => {
    if (media.size > limits.partBytes || total + media.size > limits.totalBytes) return null;
    total += media.size;
    return media;
  });
}

/**
 * The parts as multipart/form-data, which the browser reads with `Response.formData()`: field `i` is a file with
 * its name and type, or the text `separate`. The boundary is random: no file holds it by chance.
 */
export async function multipartBundle(parts: BundlePart[]): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = `lesefunke-${crypto.randomBytes(16).toString('hex')}`;
  const chunks = await Promise.all(
    parts.map(async (part, i) => {
      const head = part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="${part.name}"\r\nContent-Type: ${part.contentType}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${i}"\r\n\r\n${SEPARATE_PART}`;
      const content = part ? (part.text !== undefined ? Buffer.from(part.text) : await fs.readFile(part.path)) : Buffer.alloc(0);
      return [Buffer.from(head), content, Buffer.from('\r\n')];
    }),
  );
  // Buffer.concat allocates a plain ArrayBuffer (never a shared one), as Hono's body type asks
  const body = Buffer.concat([...chunks.flat(), Buffer.from(`--${boundary}--\r\n`)]) as Uint8Array<ArrayBuffer>;
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
