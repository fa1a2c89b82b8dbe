import * as v from 'valibot';
import { dbIdString, idParam } from './db-id';
import type { AccessCodeSwitches } from './licences';

/** A pupil code as typed: case and blanks do not matter, the server normalises it. */
export const accessCodeParam = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64));

/** GET /api/videos and /api/tiger-creations: the story and, for pupils, the code that opens it. */
export const mediaQuerySchema = v.object({ boardstoryId: dbIdString, accessCode: v.optional(accessCodeParam) });
/** GET /api/trailers: trailers are public, a code changes nothing. */
export const trailerQuerySchema = v.object({ boardstoryId: dbIdString });
/** GET /api/attachments/{boardstoryId} and its downloads. */
export const attachmentsQuerySchema = v.object({ accessCode: v.optional(accessCodeParam) });

export type VideoSource = { url: string; mimeType: string };

/** One element of `_embedded.videos|trailers|tigerCreations` (part 2 §3 "Video data"). URLs of paid media are signed. */
export type VideoData = {
  id: number;
  boardstoryId: number;
  withText: VideoSource[];
  withoutText: VideoSource[];
  /** seconds where the video pauses when autoplay is off; a trailer keeps only those within its length */
  pauseCuepoints: number[];
  seekPoints: number[];
  isTrailer: boolean;
  duration: number;
  /** WebVTT subtitles of an explain story, else null */
  subtitles: string | null;
  /** when the signed URLs stop working (ISO); null for public media */
  expiresAt: string | null;
};

/** `_embedded.attachments` item: `path` downloads it when `downloadable`, else the story page shows the rights dialog. */
export type AttachmentItem = { id: number; title: string; path: string; downloadable: boolean };

/** GET /api/me/access-codes item: an owner's own code with everything part 2 §3 lists. */
export type AccessCode = {
  id: number;
  code: string;
  boardstory: number;
  organization: number | null;
  startingDate: string;
  expirationDate: string;
  note: string;
  isExternalUser: boolean;
} & AccessCodeSwitches;

export const myAccessCodesQuerySchema = v.object({ boardstory: dbIdString });
export const accessCodeIdParamSchema = idParam('id');

/** PATCH /api/access-codes/{id}: the note is free text (part 2 §5), kept short enough for a list. */
export const accessCodeNoteSchema = v.object({
  note: v.pipe(v.string(), v.trim(), v.maxLength(500, 'Die Notiz darf höchstens 500 Zeichen lang sein.')),
});
export type AccessCodeNote = v.InferOutput<typeof accessCodeNoteSchema>;
