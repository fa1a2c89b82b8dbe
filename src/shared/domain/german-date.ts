import { wallClock } from './berlin-day';

/**
 * dd.MM.yyyy in Germany's time, whatever the device's zone: every date the site and its e-mails show
 * ("Laufzeit bis 04.03.2027"). From the Berlin wall clock (./berlin-day), not an Intl formatter: the first one a
 * page makes loads the browser's locale and zone data (37 ms in one task on the front page's takeover here).
 */
export function germanDate(date: string | Date): string {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not a date: ${String(date)}`);
  const [year, month, day] = wallClock(instant).day.split('-');
  return `${day}.${month}.${year}`;
}
