/**
 * How the player climbs the HLS ladder (docs/stories-and-player.md#adaptive-streaming), shared by the player and the
 * classroom bench that simulates thirty of them on one line (docs/performance.md#classroom).
 *
 * VHS may climb to a rendition its last segment's throughput allows once the seconds buffered ahead reach its "low
 * water line": by default 0 at the start, growing a second per second played, to 30. At 0, the tablets whose first
 * segment happened to come first on a shared line climb before anything has played, and their larger segments starve
 * the rest of the class, which then stalls. Starting the line higher keeps a class on the small rendition until each
 * tablet holds enough to ride out a climb the line cannot carry; a whiteboard alone on a good line still fills that
 * much in a few seconds and climbs.
 */
export const CLIMB_BUFFER_SECONDS = 12;
/** VHS' own ceiling of that line (its MAX_BUFFER_LOW_WATER_LINE), unchanged. */
export const CLIMB_BUFFER_MAX_SECONDS = 30;

/** The seconds that must be buffered ahead before VHS climbs, `played` seconds into the story (VHS' bufferLowWaterLine). */
export const climbBufferSeconds = (played: number): number =>
  Math.min(CLIMB_BUFFER_SECONDS + Math.max(played, 0), Math.max(CLIMB_BUFFER_SECONDS, CLIMB_BUFFER_MAX_SECONDS));
