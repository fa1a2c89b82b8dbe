import * as v from 'valibot';

/*
 * The list URL (part 1 §2): q, p, year, category. The router hands values over JSON-parsed (p=2 → 2), so
 * numbers and strings are both accepted; a bad value falls back to "absent" instead of failing the page.
 */
const positiveInt = v.pipe(v.union([v.number(), v.pipe(v.string(), v.trim(), v.toNumber())]), v.integer(), v.minValue(1));
const text = (max: number) => v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(max));

export const listSearchSchema = v.object({
  q: v.fallback(v.optional(text(200)), undefined),
  p: v.fallback(v.optional(positiveInt), undefined),
  year: v.fallback(v.optional(v.pipe(positiveInt, v.minValue(1990), v.maxValue(2200))), undefined),
  category: v.fallback(v.optional(v.pipe(text(100), v.regex(/^[a-z0-9_-]+$/))), undefined),
});
