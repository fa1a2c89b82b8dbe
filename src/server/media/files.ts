import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_DIR, PUBLIC_FOLDERS, SIGNED_FOLDERS, type MediaFolder } from './paths';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  // an HLS ladder's playlists and segments (media/hls-ladder.ts)
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pdf': 'application/pdf',
};

export type MediaFile = { path: string; size: number; mtime: Date; etag: string; contentType: string; signed: boolean };

// one flat name per file: no separators, no leading dot, so no name can climb out of its folder
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const isFolder = (folder: string): folder is MediaFolder =>
  (PUBLIC_FOLDERS as readonly string[]).includes(folder) || (SIGNED_FOLDERS as readonly string[]).includes(folder);

/** The file behind /media/{folder}/{file}, or null when the name is not one we serve or nothing is there. */
export async function findMediaFile(folder: string, file: string): Promise<MediaFile | null> {
  if (!isFolder(folder) || !SAFE_NAME.test(file) || file.includes('..')) return null;
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!contentType) return null;
  const full = path.join(MEDIA_DIR, folder, file);
  if (!full.startsWith(MEDIA_DIR + path.sep)) return null;
  const stat = await fs.stat(full).catch(() => null);
  if (!stat?.isFile()) return null;
  return {
    path: full,
    size: stat.size,
    mtime: stat.mtime,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
    contentType,
    signed: (SIGNED_FOLDERS as readonly string[]).includes(folder),
  };
}

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a file (video players ask for one at a time); null means "send it whole"
 * (no header, or several ranges), 'unsatisfiable' a range outside the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    // a suffix: the last n bytes
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end || size === 0) return 'unsatisfiable';
  return { start, end };
}
