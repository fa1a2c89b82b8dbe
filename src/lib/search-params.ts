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
