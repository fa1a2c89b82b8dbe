import * as v from 'valibot';
import { MAX_PLAYER_SECONDS } from '../domain/playback';

/**
 * A signed-in user's resume position kept on the server (see docs/stories-and-player.md#resume), one per story and
 * video variant like the device's copy. `savedAt` is the moment the position was taken, by the clock of the device
 * that took it: of two positions the one taken later wins, whichever reaches the server first.
 */
export const positionVariants = ['text', 'notext'] as const;

const seconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_PLAYER_SECONDS));

/** Positions older than this are no device's clock: a device reset to 1970 would write one that never wins anyway. */
export const EARLIEST_POSITION = Date.UTC(2020, 0, 1);

/** An ISO instant as `Date.prototype.toISOString` writes it, from 2020 to the year 9999. */
const savedAt = v.pipe(
  v.string(),
  v.maxLength(30),
  v.isoTimestamp(),
  v.check((value) => {
    const time = Date.parse(value);
    return Number.isFinite(time) && time >= EARLIEST_POSITION && new Date(time).getUTCFullYear() <= 9999;
  }, 'is out of range'),
);

/**
 * PUT /api/me/positions/{boardstoryId}: the position the device saved. `seconds: null` is a position forgotten ("Von
 * vorn", the story finished); it is stored too, so that an older position sent late does not come back.
 */
export const putPositionSchema = v.object({
  variant: v.picklist(positionVariants),
  seconds: v.nullable(seconds),
  duration: seconds,
  savedAt,
});
export type PutPosition = v.InferInput<typeof putPositionSchema>;

/** One stored position as GET and PUT answer it: `savedAt` as the device took it (no later than its arrival). */
export type StoredPosition = {
  variant: (typeof positionVariants)[number];
  seconds: number | null;
  duration: number;
  savedAt: string;
};
/** GET /api/me/positions/{boardstoryId}: the story's positions of the signed-in user, one per variant at most. */
export type PositionList = { positions: StoredPosition[] };
