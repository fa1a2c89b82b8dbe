import { describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDayEnd, berlinDayOf, berlinDayStart, lastBerlinDay } from './berlin-day';

describe('berlin days', () => {
  it('starts a winter day at 23:00 UTC and a summer day at 22:00 UTC the evening before', () => {
    expect(berlinDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinDayStart('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('gets the days of the clock changes right (29 March and 25 October 2026)', () => {
    // the day the clocks go forward still starts in winter time and is only 23 hours long
    expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(berlinDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // the day they go back starts in summer time and is 25 hours long
    expect(berlinDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(berlinDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('names the Berlin day of an instant, which differs from the UTC date late in the evening', () => {
    expect(berlinDayOf(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(berlinDayOf(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(berlinDayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(berlinDayOf(berlinDayStart('2026-03-29'))).toBe('2026-03-29');
  });

  it('counts calendar days across month, year and leap-day borders', () => {
    expect(addCalendarDays('2026-01-25', 13)).toBe('2026-02-07');
    expect(addCalendarDays('2026-12-25', 13)).toBe('2027-01-07');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-20', 13)).toBe('2026-04-02');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("takes the day before a period's exclusive end as its last day", () => {
    expect(lastBerlinDay(berlinDayEnd('2026-10-25'))).toBe('2026-10-25');
    expect(lastBerlinDay(new Date('2026-05-10T12:00:00Z'))).toBe('2026-05-10');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => berlinDayStart('2026-02-30')).toThrow(RangeError);
  });
});
