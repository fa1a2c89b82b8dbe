/**
 * Which rendition of a story's HLS ladder a story pack keeps (docs/offline.md#story-packs): one, sized for the
 * device that saves it. A tablet is shown the story on its own screen, never the whiteboard's: 720 lines are the
 * most a pack takes, so a 1080p story saved on any device keeps its 720p rendition, and a small screen a smaller one.
 */

/** the tallest picture a pack keeps, whatever the screen */
export const PACK_MAX_HEIGHT = 720;

/** The screen as the browser tells it (`window.screen` in CSS pixels, `devicePixelRatio`). */
export type DeviceScreen = { width: number; height: number; devicePixelRatio: number };

/**
 * The picture height the device can show: the screen's short side in device pixels (the story is wider than tall,
 * so held either way its height fits the short side at most), never more than PACK_MAX_HEIGHT.
 */
export function screenNeed(screen: DeviceScreen): number {
  const ratio = screen.devicePixelRatio > 0 ? screen.devicePixelRatio : 1;
  return Math.min(Math.min(screen.width, screen.height) * ratio, PACK_MAX_HEIGHT);
}

/**
 * The rendition a pack keeps: the tallest no taller than the screen's need; when every one is taller, the
 * smallest. Null for no renditions.
 */
export function packRendition<R extends { height: number }>(renditions: readonly R[], screen: DeviceScreen): R | null {
  if (!renditions.length) return null;
  const need = screenNeed(screen);
  const fitting = renditions.filter((r) => r.height <= need);
  if (fitting.length) return fitting.reduce((a, b) => (b.height > a.height ? b : a));
  return renditions.reduce((a, b) => (b.height < a.height ? b : a));
}
