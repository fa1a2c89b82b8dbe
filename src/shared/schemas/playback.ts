import * as v from 'valibot';
import { accessCodeSchema } from './access-codes';
import { dbId, dbIdString, idParam } from './db-id';
import type { AccessCodeSwitches } from './licences';
import { maxChars } from './text';

/** GET /api/videos and /api/tiger-creations: the story and, for pupils, the code that opens it. */
export const mediaQuerySchema = v.object({ boardstoryId: dbIdString, accessCode: v.optional(accessCodeSchema) });
/** GET /api/trailers: trailers are public, a code changes nothing. */
export const trailerQuerySchema = v.object({ boardstoryId: dbIdString });
/** GET /api/attachments/{boardstoryId} and its downloads. */
export const attachmentsQuerySchema = v.object({ accessCode: v.optional(accessCodeSchema) });

export type VideoSource = { url: string; mimeType: string };
/** The type of an HLS master playlist, as video.js (VHS) names it. */
export const HLS_MIME_TYPE = 'application/x-mpegURL';

/**
 * One rendition of a variant's HLS ladder, for the story pack that keeps one (docs/offline.md#story-packs):
 * its media playlist (signed like the master), its picture's height and the bytes of its playlist, init section and
 * segments, which the pack shows before it is saved.
 */
export type HlsRendition = { playlist: string; height: number; bytes: number };

/**
 * One element of `_embedded.videos|trailers|tigerCreations` (see docs/stories-and-player.md#media-urls). URLs of paid
 * media are signed.
 */
export type VideoData = {
  id: number;
  boardstoryId: number;
  /** the progressive MP4s (what a story imported before adaptive streaming, and a story pack's fallback, plays) */
  withText: VideoSource[];
  withoutText: VideoSource[];
  /**
   * The HLS master playlist of each variant, signed like the MP4 (its playlists and segments are signed by the
   * server that serves it, see docs/stories-and-player.md#adaptive-streaming); null where the video has no ladder.
   * `renditions` lists each master's renditions ([] without a ladder).
   */
  hls: { withText: string | null; withoutText: string | null; renditions: { withText: HlsRendition[]; withoutText: HlsRendition[] } };
  /** seconds where the video pauses when autoplay is off; a trailer keeps only those within its length */
  pauseCuepoints: number[];
  seekPoints: number[];
  isTrailer: boolean;
  duration: number;
  /** WebVTT subtitles of an explain story, else null */
  subtitles: string | null;
  /**
   * Read-along ("Mitlesen"): WebVTT whose cues are the story's sentences with inline word timestamps
   * (`<00:00:01.500>Wort`), signed like `subtitles`; null when the story has none.
   */
  readAlong: string | null;
  /** when the signed URLs stop working (ISO); null for public media */
  expiresAt: string | null;
};

/** `_embedded.attachments` item: `path` downloads it when `downloadable`, else the story page shows the rights dialog. */
/**
 * `path` is the download link a person follows (checked again, then redirected to the file); `file` is that
 * file's signed URL for what may be downloaded, valid for minutes: a story pack stores the material without a
 * redirect per file.
 */
export type AttachmentItem = { id: number; title: string; path: string; downloadable: boolean; file?: string };

/** GET /api/me/access-codes item: an owner's own code with everything docs/codes.md#list names. */
export type AccessCode = {
  id: number;
  code: string;
  boardstory: number;
  organization: number | null;
  startingDate: string;
  expirationDate: string;
  note: string;
  isExternalUser: boolean;
  /** what the code opens, signed: its link and QR code carry it (`?t=`) so devices can check it offline */
  signedToken: string;
} & AccessCodeSwitches;

/** Without a story: all the owner's unexpired codes (the rental page lists the library's rental codes). */
export const myAccessCodesQuerySchema = v.object({ boardstory: v.optional(dbIdString) });
/** GET /api/me/left-behind-codes?boardstory={id}: a story's codes that former members left in the owner's organisations */
export const leftBehindCodesQuerySchema = v.object({ boardstory: dbIdString });
export const accessCodeIdParamSchema = idParam('id');

/** PATCH /api/access-codes/{id}: the note is free text (see docs/codes.md#list), kept short enough for a list. */
export const accessCodeNoteSchema = v.object({
  note: v.pipe(v.string(), v.trim(), v.maxLength(500, 'Die Notiz darf höchstens 500 Zeichen lang sein.')),
});
export type AccessCodeNote = v.InferOutput<typeof accessCodeNoteSchema>;

/** A calendar day as the code dialog sends it, YYYY-MM-DD (Europe/Berlin). */
export const calendarDay = v.pipe(v.string(), maxChars(10), v.isoDate());

/**
 * POST /api/access-codes (see docs/codes.md#creation). The code is valid from the start of `startingDate` to the end of
 * `expirationDate` (default: start + 13 days), Berlin time; the server checks both against
 * today and the licence end. The switches may only be on where the story has the function (see docs/codes.md#switches).
 */
export const accessCodeCreateSchema = v.object({
  boardstory: dbId,
  organization: dbId,
  startingDate: calendarDay,
  expirationDate: v.optional(calendarDay),
  soundEnabled: v.boolean(),
  subtitlesEnabled: v.boolean(),
  autoplayEnabled: v.boolean(),
  searchGameEnabled: v.boolean(),
  impulseEnabled: v.boolean(),
  quizEnabled: v.boolean(),
  hiddenAttachments: v.pipe(v.array(dbId), v.maxLength(200)),
});
export type AccessCodeCreateInput = v.InferInput<typeof accessCodeCreateSchema>;
