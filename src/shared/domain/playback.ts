/** Player constants and rules (see docs/stories-and-player.md#player, docs/stories-and-player.md#keyboard), free of the DOM so they can be tested alone. */

/** The time display never goes beyond a day. */
export const MAX_PLAYER_SECONDS = 86_400;
export const TRACKING_HEARTBEAT_MS = 30_000;
/** A playback counts as reached once this far into the full video. */
export const PLAYBACK_REACHED_SECONDS = 180;
export const CONTROLS_HIDE_MS = 1_300;
export const CONTROLS_HIDE_FIRST_MS = 2_500;
/** Default aspect ratio of the player until the video tells its own. */
export const DEFAULT_ASPECT = '4:3';

export const capSeconds = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), MAX_PLAYER_SECONDS) : 0;

/** "m:ss", or "h:mm:ss" from an hour on; capped at 24:00:00. */
export function formatPlayerTime(seconds: number): string {
  const s = Math.floor(capSeconds(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export const isPlaybackReached = (seconds: number) => seconds >= PLAYBACK_REACHED_SECONDS;

type KeyAction = 'back' | 'forward' | 'togglePlay';

/**
 * The player's keys (key codes 37, 39, 32, 34, 33, 27, 116): left and page-up jump back, right and
 * page-down forward, space, Esc and F5 toggle play/pause.
 */
export function keyAction(key: string): KeyAction | null {
  switch (key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'back';
    case 'ArrowRight':
    case 'PageDown':
      return 'forward';
    case ' ':
    case 'Spacebar':
    case 'Escape':
    case 'F5':
      return 'togglePlay';
    default:
      return null;
  }
}

/** How far a jump goes when a video has no seek points. */
export const JUMP_SECONDS = 10;

/**
 * Where a jump key leads: to the next or previous seek point (the story's page turns).
 * Back from just after a point goes to the one before, as a "previous" button does; past the last point
 * forward is the end. Without seek points the jump is JUMP_SECONDS.
 */
export function seekTarget(action: 'back' | 'forward', time: number, seekPoints: number[], duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  const points = [...seekPoints].sort((a, b) => a - b);
  if (points.length === 0) return Math.min(Math.max(time + (action === 'back' ? -JUMP_SECONDS : JUMP_SECONDS), 0), end);
  if (action === 'forward') return Math.min(points.find((p) => p > time + 0.25) ?? end, end);
  return points.findLast((p) => p < time - 1) ?? 0;
}

/** Seconds to resume at after the text or subtitle toggle reloads the video. */
export const resumeAt = (currentTime: number, duration: number) =>
  Number.isFinite(duration) && duration > 0 ? Math.min(capSeconds(currentTime), duration) : capSeconds(currentTime);

export type MediaKind = 'tigerCreation' | 'video' | 'trailer';
type MediaAvailability = Record<MediaKind, boolean>;

/**
 * Which medium the player starts with: tiger creations, then videos, then trailers (see docs/stories-and-player.md#player); only what
 * the user may play. null: nothing to show, so the player says the trailer is missing.
 */
export function initialMedium(available: MediaAvailability, fullAllowed: boolean): MediaKind | null {
  if (available.tigerCreation && fullAllowed) return 'tigerCreation';
  if (available.video && fullAllowed) return 'video';
  return available.trailer ? 'trailer' : null;
}

/** Which way the 0..10000 coordinate space maps onto an element of a given size. */
export const toScale = (pixels: number, size: number) => (size > 0 ? Math.round(Math.min(Math.max(pixels / size, 0), 1) * 10_000) : 0);
