import * as v from 'valibot';

/** Every error the server answers with (CONTRACT §2). The browser maps `error_description` substrings to German texts. */
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
