/**
 * How a device reads along (see docs/stories-and-player.md#read-along): kept in localStorage, not for the session
 * like the other toggles, because they suit the room and the children who use the device, not one pupil's turn; none
 * of it is personal.
 */
export type ReadAlongPrefs = { on: boolean; font: ReadAlongFont; size: ReadAlongSize; speed: Speed };
export type ReadAlongFont = 'standard' | 'hyperlegible';
export type ReadAlongSize = 'normal' | 'large' | 'larger';
export type Speed = 1 | 0.85 | 0.7;

export const SPEEDS: { value: Speed; label: string }[] = [
  { value: 1, label: '1×' },
  { value: 0.85, label: '0,85×' },
  { value: 0.7, label: '0,7×' },
];
export const FONTS: { value: ReadAlongFont; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'hyperlegible', label: 'Leicht lesbar' },
];
export const SIZES: { value: ReadAlongSize; label: string }[] = [
  { value: 'normal', label: 'Normal' },
  { value: 'large', label: 'Groß' },
  { value: 'larger', label: 'Sehr groß' },
];

export const DEFAULT_PREFS: ReadAlongPrefs = { on: false, font: 'standard', size: 'normal', speed: 1 };
export const PREFS_STORAGE = 'lesefunke-read-along';

const oneOf = <T>(options: { value: T }[], value: unknown, fallback: T): T => options.find((o) => o.value === value)?.value ?? fallback;

/** What the device stored, each value checked on its own: an old or edited entry falls back value by value. */
export function readPrefs(stored: string | null): ReadAlongPrefs {
  let raw: Partial<Record<keyof ReadAlongPrefs, unknown>> = {};
  try {
    const parsed: unknown = JSON.parse(stored ?? 'null');
    if (parsed && typeof parsed === 'object') raw = parsed;
  } catch {
    // not JSON: the defaults
  }
  return {
    on: typeof raw.on === 'boolean' ? raw.on : DEFAULT_PREFS.on,
    font: oneOf(FONTS, raw.font, DEFAULT_PREFS.font),
    size: oneOf(SIZES, raw.size, DEFAULT_PREFS.size),
    speed: oneOf(SPEEDS, raw.speed, DEFAULT_PREFS.speed),
  };
}
