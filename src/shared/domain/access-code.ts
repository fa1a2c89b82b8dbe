/** An access code opens its story only between its start and its expiry (part 1 §4). */
export function isAccessCodeValid(code: { startingDate: string; expirationDate: string }, now: Date = new Date()): boolean {
  const start = Date.parse(code.startingDate);
  const end = Date.parse(code.expirationDate);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  const t = now.getTime();
  return t >= start && t < end;
}
