/**
 * A pupil or rental code as the app uses it: pupils type codes in any case and with stray spaces, the
 * server compares them case-insensitively, and the URL and the lookup's cache key show them as printed.
 */
export const normalizeCode = (raw: string): string => raw.trim().toUpperCase();

/** The longest code the server takes (the code fields stop there too); generated codes have 10 characters. */
export const ACCESS_CODE_MAX_LENGTH = 64;

/** An access code opens its story only between its start and its expiry (see docs/codes.md#validity). */
export function isAccessCodeValid(code: { startingDate: string; expirationDate: string }, now: Date = new Date()): boolean {
  const start = Date.parse(code.startingDate);
  const end = Date.parse(code.expirationDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start && t < end;
}

/** A code opens a story page only when it belongs to that story and is valid now (see docs/codes.md#validity). */
export const opensStory = (code: { boardstoryId: number; startingDate: string; expirationDate: string }, storyId: number, now?: Date) =>
  code.boardstoryId === storyId && isAccessCodeValid(code, now);
