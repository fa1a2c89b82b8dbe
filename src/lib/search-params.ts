import { defaultStringifySearch } from '@tanstack/react-router';

/**
 * The router's search serialiser, with bracket arrays as the specs write them: `tags[]=3&tags[]=5` instead of
 * the default JSON `tags[]=[3,5]`. Everything else is the default; parsing needs no change, since repeated keys
 * already arrive as arrays.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const isBracketArray = (key: string, value: unknown): value is (string | number)[] => key.endsWith('[]') && Array.isArray(value);
  const rest: Record<string, unknown> = {};
  const arrays: [string, (string | number)[]][] = [];
  for (const [key, value] of Object.entries(search)) {
    if (isBracketArray(key, value)) arrays.push([key, value]);
    else rest[key] = value;
  }
  const params = new URLSearchParams(defaultStringifySearch(rest).slice(1));
  for (const [key, values] of arrays) for (const value of values) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/*
 * Readers of single search values, for the routes' validateSearch. Written by hand rather than as valibot
 * schemas: the route definitions load with every first page, and valibot's module would bring along every
 * schema function the app's forms use (about 4 KB on the wire of the first load; see docs/performance.md#budgets). The
 * router hands values over JSON-parsed (p=2 → 2, repeated keys → arrays); a value that does not fit is absent
 * (undefined) rather than failing the page, so a hand-edited URL still shows something.
 */

/** A whole number within [min, max], given as a number or as text. */
export function searchInt(value: unknown, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** One or several whole numbers ≥ 1 (a repeated key), at most `maxCount`; any bad one drops the whole value. */
export function searchInts(value: unknown, maxCount: number): number[] | undefined {
  const list = (Array.isArray(value) ? value : [value]).map((v) => searchInt(v));
  return list.length <= maxCount && list.every((n) => n !== undefined) ? (list as number[]) : undefined;
}

/** Text (a number counts as its digits), trimmed unless `raw`, at most `max` characters, matching `pattern`. */
export function searchText(value: unknown, max: number, { pattern, raw = false }: { pattern?: RegExp; raw?: boolean } = {}): string | undefined {
  if (typeof value !== 'string' && (raw || typeof value !== 'number')) return undefined;
  const text = raw ? (value as string) : String(value).trim();
  return text.length <= max && (!pattern || pattern.test(text)) ? text : undefined;
}

/** One of the given values. */
export function searchOneOf<T extends string | number>(value: unknown, options: readonly T[]): T | undefined {
  return (options as readonly unknown[]).includes(value) ? (value as T) : undefined;
}
