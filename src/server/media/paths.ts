import { mediaDirFrom } from '../config';
import { imageWidths, type ImagePaths } from '../../shared/domain/images';

/**
 * Where every file that /media serves lives: one folder per kind, flat file names inside. The seed's own
 * folder in development and tests, `<DATA_DIR>/media` in production; `MEDIA_DIR` points elsewhere (a school's
 * real videos are hundreds of megabytes and live outside the repository; the benchmark serves story-sized
 * videos from a copy). Read once at start, like the rest of the configuration (config.ts mediaDirFrom).
 */
export const MEDIA_DIR = mediaDirFrom(process.env);

/** Teaser pictures, trailers, CMS pictures and game sounds are public: anyone may see them before buying. */
export const PUBLIC_FOLDERS = ['images', 'trailers', 'cms', 'games'] as const;
/** The paid content: served only with a signed, expiring URL (see signing.ts). */
export const SIGNED_FOLDERS = ['videos', 'tiger', 'subtitles', 'attachments'] as const;
export type MediaFolder = (typeof PUBLIC_FOLDERS)[number] | (typeof SIGNED_FOLDERS)[number];

/** The folder of each media row kind (media.kind). */
export const mediaKindFolder = { VIDEO: 'videos', TRAILER: 'trailers', TIGER_CREATION: 'tiger' } as const;

export const mediaUrl = (folder: MediaFolder, file: string) => `/media/${folder}/${file}`;

/** The three widths of a story picture; the seed writes `{file}-{width}.webp`. */
export const imagePaths = (file: string): ImagePaths => ({
  small: mediaUrl('images', `${file}-${imageWidths.small}.webp`),
  medium: mediaUrl('images', `${file}-${imageWidths.medium}.webp`),
  large: mediaUrl('images', `${file}-${imageWidths.large}.webp`),
});

