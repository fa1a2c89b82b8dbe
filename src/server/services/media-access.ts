import fs from 'node:fs/promises';
import { forbidden, notFound } from '../http/errors';
import { findMediaFile, type MediaFile } from '../media/files';
import { rewritePlaylist } from '../media/hls';
import { mediaUrl, type MediaFolder } from '../media/paths';
import { signMediaPathUntil, verifyMediaSignature } from '../media/signing';

/**
 * The file behind /media/{folder}/{file} that the asker may read: a name we serve that is there (else 404), a paid
 * one only with its valid, unexpired signature (else 403). The one check of GET /media/{folder}/{file} and of each
 * file of a story pack's bundle (media-bundle.ts); the session plays no part.
 */
export async function readableMediaFile(secret: string, folder: string, file: string, exp: string | undefined, sig: string | undefined): Promise<MediaFile> {
  const media = await findMediaFile(folder, file);
  if (!media) throw notFound('no such file');
  if (media.signed && !verifyMediaSignature(secret, mediaUrl(folder as MediaFolder, file), exp, sig)) throw forbidden('missing or expired signature');
  return media;
}

export const isPlaylist = (media: MediaFile) => media.path.endsWith('.m3u8');

/**
 * An HLS playlist as it is served: every rendition, init section and segment it names becomes a /media URL, signed
 * (for a paid story) until the playlist's own signature expires, so the player fetches only URLs that pass
 * readableMediaFile and the signatures it gets live no longer than the one it brought. Call it with a file that
 * readableMediaFile returned for this `exp`.
 */
export async function servedPlaylist(secret: string, folder: MediaFolder, media: MediaFile, exp: string | undefined): Promise<string> {
  const text = await fs.readFile(media.path, 'utf8');
  return rewritePlaylist(text, (uri) => (media.signed ? signMediaPathUntil(secret, mediaUrl(folder, uri), Number(exp)) : mediaUrl(folder, uri)));
}
