/**
 * Calendar days in Europe/Berlin, as the access-code dialog speaks of them (see docs/codes.md#validity), and the UTC
 * instants the server stores. A day is written YYYY-MM-DD. Intl knows the German summer-time rules, so
 * nothing here depends on the time zone of the machine that runs it.
 */

export type CalendarDay = string;

// made on first use, like germanDate (./german-date): a module that loads must not load the locale data
let berlinParts: Intl.DateTimeFormat | undefined;
const partsOf = (instant: Date) =>
  (berlinParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })).formatToParts(instant);

function wallClock(instant: Date): { day: CalendarDay; time: string } {
  const part = Object.fromEntries(partsOf(instant).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
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
