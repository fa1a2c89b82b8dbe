import * as v from 'valibot';

/** Every error the server answers with (see docs/errors.md#error-shape). The browser maps `error_description` substrings to German texts. */
export const apiErrorSchema = v.object({
  error: v.pipe(v.string(), v.maxLength(100)),
  error_description: v.pipe(v.string(), v.maxLength(2000)),
});
export type ApiErrorBody = v.InferOutput<typeof apiErrorSchema>;

/** HAL-style list envelope. */
export type ListEnvelope<K extends string, T> = {
  _embedded: { [key in K]: T[] };
  currentPage: number;
  pagesCount: number;
  total: number;
};

/**
 * A list that is answered whole (tags, images, licences): one page holding everything. Shared: the app rebuilds
 * such an answer from what a page already holds when it stores a story for offline use (features/story-packs/pack-answers.ts).
 */
export function wholeList<K extends string, T>(key: K, items: T[]): ListEnvelope<K, T> {
  return { _embedded: { [key]: items } as ListEnvelope<K, T>['_embedded'], currentPage: 1, pagesCount: 1, total: items.length };
}
