import * as v from 'valibot';
import type { BoardstoryFilters } from './boardstories.queries';

/*
 * The overview's URL (part 2 §2): p (page), q (search term), tags[] (tag ids). The router hands values over
 * already JSON-parsed (p=2 → 2, repeated keys → arrays), so numbers and strings are both accepted. A bad
 * value falls back to "absent" instead of failing the page: a hand-edited URL still shows the list.
 */
const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.toNumber())]), v.integer(), v.minValue(1));

export const overviewSearchSchema = v.object({
  p: v.fallback(v.optional(positiveInt), undefined),
  q: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200))), undefined),
  'tags[]': v.fallback(
    v.optional(
      v.pipe(
        v.union([positiveInt, v.array(positiveInt)]),
        v.transform((t) => (Array.isArray(t) ? t : [t])),
        v.maxLength(50),
      ),
    ),
    undefined,
  ),
});
export type OverviewSearch = v.InferOutput<typeof overviewSearchSchema>;

/** The list query's filters for a validated URL; an empty search term is no search. */
export const filtersFromSearch = (search: OverviewSearch): BoardstoryFilters => ({
  page: search.p ?? 1,
  q: search.q || undefined,
  tags: search['tags[]'],
});
