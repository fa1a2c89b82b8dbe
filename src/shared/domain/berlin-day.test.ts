import { describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDayEnd, berlinDayOf, berlinDayStart, lastBerlinDay, wallClock } from './berlin-day';

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

describe('the Berlin wall clock', () => {
  // the time zone database's answer, which the rule must give for every date the site shows
  const tz = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const fromTz = (instant: Date) => {
    const part = Object.fromEntries(tz.formatToParts(instant).map((p) => [p.type, p.value]));
    return { day: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
  };

  it('agrees with the time zone database every quarter hour around every clock change, and each evening and morning, 1990 to 2099', () => {
    const differences: string[] = [];
    const check = (t: number) => {
      const instant = new Date(t);
      const mine = wallClock(instant);
      const theirs = fromTz(instant);
      if (mine.day !== theirs.day || mine.time !== theirs.time) differences.push(`${instant.toISOString()}: ${mine.day} ${mine.time} ≠ ${theirs.day} ${theirs.time}`);
    };
    for (let year = 1990; year <= 2099; year++) {
      // the last Sundays of March and October, and of September (the rule before 1996), 01:00 UTC
      for (const month of [2, 8, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let q = -12; q <= 12; q++) check(change + q * 15 * 60_000);
      }
      for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
        check(t + 21.5 * 3_600_000);
        check(t + 22.5 * 3_600_000);
        check(t + 23.5 * 3_600_000);
      }
    }
    expect(differences).toEqual([]);
  });
});
