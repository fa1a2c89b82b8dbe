import * as v from 'valibot';

/**
 * GET /media/bundle: the small files of a story pack (subtitles, read-along, the games' pictures and sounds, the
 * material) in one answer instead of one request each (docs/offline.md#story-packs). On two cores their
 * requests, not their bytes, were what the save cost beyond the video (docs/performance.md#story-packs).
 */
export const MEDIA_BUNDLE = {
  /** files one bundle may ask for: a story has a handful; more is no pack of ours */
  maxFiles: 32,
  /** a part up to this size travels in the bundle; a bigger file is marked `separate` and asked alone */
  partBytes: 1024 * 1024,
  /** the bundle's bytes at most: a part that would go beyond is marked `separate` as well */
  totalBytes: 8 * 1024 * 1024,
  /**
   * the app's longest bundle address (its query): nginx takes a request line of up to 8 KB by default, Node all
   * headers up to 16 KB; a story whose files' addresses are longer is asked in more than one bundle
   */
  queryChars: 6000,
} as const;

/** The mark of a part not sent in the bundle (too big): the client asks for that file alone. */
export const SEPARATE_PART = 'separate';

const pathText = v.pipe(v.string(), v.maxLength(400, 'is too long'));
/** A media path as the API hands it out: `/media/{folder}/{file}`, with `?exp=&sig=` for paid files. */
const mediaPath = v.pipe(pathText, v.regex(/^\/media\/[a-z]+\/[^/?#]+(\?[^#]*)?$/, 'must be a media path'));

/** Part `i` of the answer (a multipart form, field name `i`) is the file `f[]`[i]. */
export const mediaBundleQuerySchema = v.object({
  'f[]': v.pipe(
    v.union([pathText, v.array(pathText)]),
    v.transform((f) => (Array.isArray(f) ? f : [f])),
    v.maxLength(MEDIA_BUNDLE.maxFiles, `at most ${MEDIA_BUNDLE.maxFiles} files`),
    v.array(mediaPath),
  ),
});
