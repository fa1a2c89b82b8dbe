/** The slider advances every 5000 ms by default (see docs/interface.md#timings). */
export const SLIDER_AUTOPLAY_MS = 5000;
/** A drag of at least 30 px changes the slide. */
export const DRAG_THRESHOLD_PX = 30;
/** A quick flick changes it too: at least 5 px per 16 ms frame (about 0.3 px/ms), however short. */
export const SPEED_THRESHOLD = 5;
const FRAME_MS = 16;

/** Where a finished drag takes the slider: -1 back, 1 forward, 0 stay. `dx` is the pointer's way, right positive. */
export function swipeStep(dx: number, durationMs: number): -1 | 0 | 1 {
  const speed = (Math.abs(dx) / Math.max(durationMs, 1)) * FRAME_MS;
  if (Math.abs(dx) < DRAG_THRESHOLD_PX && speed < SPEED_THRESHOLD) return 0;
  if (dx === 0) return 0;
  return dx < 0 ? 1 : -1;
}

/** The next slide index, wrapping at both ends. */
export const wrapIndex = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);
