import * as v from 'valibot';
import { SEARCH_TYPES } from '../../shared/domain/site-search';

const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.toNumber())]), v.integer(), v.minValue(1));

/** /search?q=&type=&p= (part 1 §2); a bad value falls back to "absent" instead of failing the page. */
export const siteSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200))), undefined),
  type: v.fallback(v.optional(v.picklist(SEARCH_TYPES.map((t) => t.key))), undefined),
  p: v.fallback(v.optional(positiveInt), undefined),
});
export type SiteSearch = v.InferOutput<typeof siteSearchSchema>;
