/**
 * Calendar days in Europe/Berlin, as the access-code dialog speaks of them (see docs/codes.md#validity), and the UTC
 * instants the server stores. A day is written YYYY-MM-DD. Nothing here depends on the time zone of the machine
 * that runs it.
 */

export type CalendarDay = string;

/**
 * The years the summer-time rule below is Berlin's (the EU's since 1996); berlin-day.test.ts holds it to the time
 * zone database for every hour around every change, so a tz update that changes Germany's rule shows there first.
 */
const RULE_YEARS = { from: 1996, to: 2099 };

/** 01:00 UTC on the last Sunday of a month (0-based), when the clocks change all over the EU. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

// Outside the rule's years Intl answers, made on first use: the first formatter a page makes with a time zone loads
// the browser's zone data, one task of 37 ms on the takeover of the front page here (which dates its news; four
// times that on Lighthouse's slow phone). The rule answers every date the site shows without it.
let berlinParts: Intl.DateTimeFormat | undefined;
function intlWallClock(instant: Date) {
  berlinParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(berlinParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The date and time a clock in Berlin shows at an instant: UTC+2 from the last Sunday of March to that of October, else UTC+1. */
export function wallClock(instant: Date): { day: CalendarDay; time: string } {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.to)) return intlWallClock(instant);
  const summer = t >= lastSundayAtOneUtc(year, 2) && t < lastSundayAtOneUtc(year, 9);
  const iso = new Date(t + (summer ? 2 : 1) * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

const utcMidnight = (day: CalendarDay): number => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};

/** The Berlin calendar day an instant falls on. */
export const berlinDayOf = (instant: Date): CalendarDay => wallClock(instant).day;

/** The day `n` calendar days later (or earlier for negative n). */
export const addCalendarDays = (day: CalendarDay, n: number): CalendarDay =>
  new Date(utcMidnight(day) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * 00:00 in Berlin on that day. Berlin is UTC+1 in winter and UTC+2 in summer; the clocks change at 02:00
 * and 03:00, never at midnight, so exactly one of the two offsets gives 00:00 on the day asked for.
 */
export function berlinDayStart(day: CalendarDay): Date {
  for (const offsetHours of [1, 2]) {
    const instant = new Date(utcMidnight(day) - offsetHours * 3_600_000);
    const seen = wallClock(instant);
    if (seen.day === day && seen.time === '00:00') return instant;
  }
  throw new RangeError(`not a calendar day: ${day}`);
}

/** The end of that day: 00:00 Berlin of the next day, so a period stored as [start, end) includes the whole day. */
export const berlinDayEnd = (day: CalendarDay): Date => berlinDayStart(addCalendarDays(day, 1));

/** The last Berlin day a period touches that ends (exclusively) at `end`, e.g. a licence's validUntil. */
export const lastBerlinDay = (end: Date): CalendarDay => berlinDayOf(new Date(end.getTime() - 1));
