/**
 * Class tablet mode (see docs/codes.md#class-tablet): a teacher hands a device to a class. These are its pure rules; the device state
 * lives in features/class-tablet/class-tablet.atoms.ts, the screens beside it.
 */

/** 4–8 digits: short enough to type in front of a class, long enough that pupils do not guess it by chance. */
export const isValidPin = (pin: string): boolean => /^\d{4,8}$/.test(pin);

/** A pupil's session ends after this long without a touch, click or key. */
export const PUPIL_IDLE_MS = 5 * 60_000;
/** After the story's video has ended, the next pupil's turn comes sooner: the quiz at the end still fits. */
export const AFTER_END_IDLE_MS = 60_000;

/** How long the device may stay unused before the pupil's session ends. */
export const idleLimit = (videoEnded: boolean): number => (videoEnded ? AFTER_END_IDLE_MS : PUPIL_IDLE_MS);

/** Wrong PINs without waiting: a teacher's typo should not cost time. */
export const FREE_PIN_TRIES = 3;

/**
 * The wait before the next PIN may be tried, after `failures` wrong ones: none for the first three, then
 * 5 s doubling each time up to 5 minutes, so trying all PINs by hand takes far longer than a school day.
 */
export function pinDelayMs(failures: number): number {
  if (failures < FREE_PIN_TRIES) return 0;
  return Math.min(5_000 * 2 ** (failures - FREE_PIN_TRIES), 5 * 60_000);
}

/**
 * What a device in class mode may show: the pupil start screen, a story opened with a code (the pupil's only way
 * to a story), the class-tablet pages themselves, and no other route — pupils must not wander into the site.
 */
export function isAllowedInClassMode(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/klasse' || path.startsWith('/klassen-tablet/')) return true;
  // /boardstory/{slug}/{code}: exactly two segments after /boardstory, the second being the code
  return /^\/boardstory\/[^/]+\/[^/]+$/.test(path);
}
