import type { CalendarDay } from '../../../shared/domain/berlin-day';

type Props = { label: string; min: CalendarDay; max: CalendarDay | null; onPick: (day: CalendarDay) => void };

/**
 * The browser's own calendar beside a typed DD.MM.YYYY field: keyboard and screen readers know it, and a
 * picked day is written into the typed field, which stays the one the form checks.
 */
export function DayPicker({ label, min, max, onPick }: Props) {
  return (
    <label className="code-day-picker">
      {label}{' '}
      <input
        type="date"
        min={min}
        max={max ?? undefined}
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value as CalendarDay);
        }}
      />
    </label>
  );
}
