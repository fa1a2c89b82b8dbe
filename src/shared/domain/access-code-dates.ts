import { addCalendarDays, berlinDayOf, lastBerlinDay, type CalendarDay } from './berlin-day';
import { licenceTexts } from './licence-texts';
import { texts } from './texts';

/**
 * The validity dates of a new pupil code (see docs/codes.md#creation): typed as DD.MM.YYYY, sent as Berlin calendar days
 * (YYYY-MM-DD, which compare as strings), allowed from today to the last day of the licence.
 */

/** At most 20 codes per story and owner (see docs/codes.md#limits). */
export const CODES_PER_STORY = 20;
/** The button is disabled only above 19: a story with 19 codes may get its 20th (see docs/codes.md#limits). */
export const canCreateMoreCodes = (count: number): boolean => count <= CODES_PER_STORY - 1;

/** The default range ends 13 days after its start (two school weeks, start and end included). */
const DEFAULT_LENGTH_DAYS = 13;

/** Ours: the spec gives no message for an end before the start, and its start-date messages do not fit it. */
export const codeEndBeforeStart = 'Das Enddatum darf nicht vor dem Startdatum liegen.';

const INPUT_DAY = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** 'DD.MM.YYYY' (blanks around allowed) → 'YYYY-MM-DD'; null for another format or a day the calendar lacks (31.02.). */
export function parseInputDay(text: string): CalendarDay | null {
  const match = INPUT_DAY.exec(text.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const day = `${y}-${m}-${d}`;
  // date arithmetic rolls 31.02. over into March (and month 00 into the year before); a real day survives unchanged
  return addCalendarDays(day, 0) === day ? day : null;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY', as the inputs show a day. */
export const formatInputDay = (day: CalendarDay): string => day.split('-').reverse().join('.');

/** The calendar's limits: today and the licence's last day in Berlin (see docs/codes.md#creation); null without an end. */
export type DayLimits = { today: CalendarDay; licenceEnd: CalendarDay | null };

/** The limits for a licence ending (exclusively) at `validUntil`, an ISO instant as the current order gives it. */
export const dayLimits = (validUntil: string | null, now = new Date()): DayLimits => ({
  today: berlinDayOf(now),
  licenceEnd: validUntil ? lastBerlinDay(new Date(validUntil)) : null,
});

const earlier = (a: CalendarDay, b: CalendarDay | null) => (b !== null && b < a ? b : a);

/** Start plus 13 days, but never past the licence: the calendar would not offer a later day. */
export const defaultEnd = (start: CalendarDay, licenceEnd: CalendarDay | null = null): CalendarDay =>
  earlier(addCalendarDays(start, DEFAULT_LENGTH_DAYS), licenceEnd);

const afterLicence = (day: CalendarDay, { licenceEnd }: DayLimits) => licenceEnd !== null && day > licenceEnd;

/** The start date's message (see docs/codes.md#creation), or null when it is a day from today to the licence end. */
export function startDateError(text: string, limits: DayLimits): string | null {
  const day = parseInputDay(text);
  if (!day) return licenceTexts.codeDateFormat;
  if (afterLicence(day, limits)) return licenceTexts.codeDateAfterLicence;
  if (day < limits.today) return licenceTexts.codeDateInPast;
  return null;
}

/** The end date: the same format and licence rule; it may not lie before the start (or today, while the start is unreadable). */
export function endDateError(text: string, startText: string, limits: DayLimits): string | null {
  // an empty end is a missing field, not a wrongly typed date nor one outside the licence
  if (!text.trim()) return texts.required;
  const day = parseInputDay(text);
  if (!day) return licenceTexts.codeDateFormat;
  if (afterLicence(day, limits)) return licenceTexts.codeDateAfterLicence;
  if (day < (parseInputDay(startText) ?? limits.today)) return codeEndBeforeStart;
  return null;
}

/**
 * A stored code's validity as people read it, DD.MM.YYYY in Berlin: its first day and its last, since the
 * stored expiry is the instant it stops working (00:00 of the following day for a code made here).
 */
export const validityDays = (code: { startingDate: string; expirationDate: string }) => ({
  from: formatInputDay(berlinDayOf(new Date(code.startingDate))),
  to: formatInputDay(lastBerlinDay(new Date(code.expirationDate))),
});
