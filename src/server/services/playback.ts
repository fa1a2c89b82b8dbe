import { and, asc, eq } from 'drizzle-orm';
import path from 'node:path';
import type { HlsRendition, VideoData } from '../../shared/schemas/playback';
import type { Db } from '../db/client';
import { media, type MediaSource } from '../db/schema';
import { renditionSizes } from '../media/hls-ladder';
import { MEDIA_DIR, mediaKindFolder, mediaUrl } from '../media/paths';
import { HLS_MIME_TYPE } from '../media/hls';
import { SIGNED_URL_SECONDS, signMediaPath } from '../media/signing';

type Kind = keyof typeof mediaKindFolder;

/**
 * The media of one kind for a story, shaped as the player reads it (see docs/stories-and-player.md#player). Full videos and tiger creations get
 * signed URLs (call this only after the rights check); trailers are public. A trailer keeps only the pause
 * cue points within its own length, since the full video's points would point past its end.
 */
export async function listMedia(db: Db, secret: string, kind: Kind, boardstoryId: number, now = Date.now()): Promise<VideoData[]> {
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.boardstoryId, boardstoryId), eq(media.kind, kind)))
    .orderBy(asc(media.id));
  const folder = mediaKindFolder[kind];
  const signed = kind !== 'TRAILER';
  const url = (path: string) => (signed ? signMediaPath(secret, path, now) : path);
  const sources = (list: MediaSource[]) =>
    list.filter((s) => s.mimeType !== HLS_MIME_TYPE).map((s) => ({ url: url(mediaUrl(folder, s.file)), mimeType: s.mimeType }));
  const masterOf = (list: MediaSource[]) => list.find((s) => s.mimeType === HLS_MIME_TYPE);
  const master = (list: MediaSource[]) => {
    const hls = masterOf(list);
    return hls ? url(mediaUrl(folder, hls.file)) : null;
  };
  // a story pack keeps one of them and shows its size before it is saved (docs/offline.md#story-packs)
  const renditions = async (list: MediaSource[]): Promise<HlsRendition[]> => {
    const hls = masterOf(list);
    if (!hls) return [];
    const sizes = await renditionSizes(path.join(MEDIA_DIR, folder), hls.file);
    return sizes.map((r) => ({ playlist: url(mediaUrl(folder, r.playlist)), height: r.height, bytes: r.bytes }));
  };
  const isTrailer = kind === 'TRAILER';
  const ladders = await Promise.all(rows.map(async (row) => ({ withText: await renditions(row.withText), withoutText: await renditions(row.withoutText) })));
  return rows.map((row, i) => ({
    id: row.id,
    boardstoryId,
    withText: sources(row.withText),
    withoutText: sources(row.withoutText),
    hls: { withText: master(row.withText), withoutText: master(row.withoutText), renditions: ladders[i] },
    pauseCuepoints: isTrailer ? row.pauseCuepoints.filter((t) => t <= row.duration) : row.pauseCuepoints,
    seekPoints: isTrailer ? row.seekPoints.filter((t) => t <= row.duration) : row.seekPoints,
    isTrailer,
    duration: row.duration,
    // subtitles are part of the paid story, so they are signed like the video
    subtitles: row.subtitles ? signMediaPath(secret, mediaUrl('subtitles', row.subtitles), now) : null,
    // the read-along text is the story's text too: signed the same way, in the same folder
    readAlong: row.readAlong ? signMediaPath(secret, mediaUrl('subtitles', row.readAlong), now) : null,
    expiresAt: signed ? new Date(now + SIGNED_URL_SECONDS * 1000).toISOString() : null,
  }));
}
