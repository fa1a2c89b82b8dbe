import { forbidden, notFound } from '../http/errors';
import { findMediaFile, type MediaFile } from '../media/files';
import { mediaUrl, type MediaFolder } from '../media/paths';
import { verifyMediaSignature } from '../media/signing';

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
