import { describe, expect, it } from 'vitest';
import {
  canCreateMoreCodes,
  codeEndBeforeStart,
  CODES_PER_STORY,
  dayLimits,
  defaultEnd,
  endDateError,
  formatInputDay,
  parseInputDay,
  startDateError,
  validityDays,
} from './access-code-dates';
import { licenceTexts } from './licence-texts';

const limits = { today: '2026-06-15', licenceEnd: '2026-12-31' };

describe('typed days', () => {
  it('reads DD.MM.YYYY and writes it back', () => {
    expect(parseInputDay('01.07.2026')).toBe('2026-07-01');
    expect(parseInputDay(' 29.02.2028 ')).toBe('2028-02-29');
    expect(formatInputDay('2026-07-01')).toBe('01.07.2026');
  });

  it.each(['31.02.2026', '29.02.2026', '00.05.2026', '12.13.2026', '01.00.2026', '1.7.2026', '2026-07-01', '01.07.26', '01.07.2026x', ''])(
    'refuses %j',
    (text) => {
      expect(parseInputDay(text)).toBeNull();
    },
  );
});

describe('start date', () => {
  it.each([
    ['15.06.2026', null],
    ['31.12.2026', null],
    ['14.06.2026', licenceTexts.codeDateInPast],
    ['01.01.2027', licenceTexts.codeDateAfterLicence],
    ['31.02.2026', licenceTexts.codeDateFormat],
    ['15.6.2026', licenceTexts.codeDateFormat],
  ])('%s → %s', (text, message) => {
    expect(startDateError(text, limits)).toBe(message);
  });

  it('has no upper limit without a licence end', () => {
    expect(startDateError('01.01.2030', { ...limits, licenceEnd: null })).toBeNull();
  });
});

describe('end date', () => {
  it.each([
    ['28.06.2026', '15.06.2026', null],
    ['15.06.2026', '15.06.2026', null],
    ['14.06.2026', '15.06.2026', codeEndBeforeStart],
    ['20.06.2026', '21.06.2026', codeEndBeforeStart],
    ['01.01.2027', '15.06.2026', licenceTexts.codeDateAfterLicence],
    ['1.1.2027', '15.06.2026', licenceTexts.codeDateFormat],
    // an unreadable start (its own message shows) leaves today as the lower limit
    ['14.06.2026', 'morgen', codeEndBeforeStart],
    ['16.06.2026', 'morgen', null],
    // empty: its own message
    ['', '15.06.2026', 'Dieses Feld muss ausgefüllt werden'],
    ['   ', '15.06.2026', 'Dieses Feld muss ausgefüllt werden'],
  ])('%s after start %s → %s', (text, start, message) => {
    expect(endDateError(text, start, limits)).toBe(message);
  });
});

describe('default end', () => {
  it('is the start plus 13 days, across month and year ends', () => {
    expect(defaultEnd('2026-06-15')).toBe('2026-06-28');
    expect(defaultEnd('2026-12-25')).toBe('2027-01-07');
  });

  it('stops at the licence end', () => {
    expect(defaultEnd('2026-12-25', '2026-12-31')).toBe('2026-12-31');
    expect(defaultEnd('2026-06-15', '2026-12-31')).toBe('2026-06-28');
  });
});

describe('limits of a licence', () => {
  it('run from the Berlin day of now to the last Berlin day before validUntil', () => {
    // 23:30 UTC is already the next day in Berlin; a licence ending at Berlin midnight ends the day before
    expect(dayLimits('2027-01-14T23:00:00.000Z', new Date('2026-06-14T23:30:00Z'))).toEqual({
      today: '2026-06-15',
      licenceEnd: '2027-01-14',
    });
    expect(dayLimits(null, new Date('2026-06-15T10:00:00Z')).licenceEnd).toBeNull();
  });
});

describe('validity shown', () => {
  it('names the first and the last day of a code made for 15.06.–28.06. (Berlin summer time)', () => {
    expect(validityDays({ startingDate: '2026-06-14T22:00:00.000Z', expirationDate: '2026-06-28T22:00:00.000Z' })).toEqual({
      from: '15.06.2026',
      to: '28.06.2026',
    });
  });
});

describe('codes per story', () => {
  it('allow a 20th code but not a 21st', () => {
    expect(CODES_PER_STORY).toBe(20);
    expect(canCreateMoreCodes(0)).toBe(true);
    expect(canCreateMoreCodes(19)).toBe(true);
    expect(canCreateMoreCodes(20)).toBe(false);
  });
});
