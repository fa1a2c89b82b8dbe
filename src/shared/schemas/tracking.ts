import * as v from 'valibot';
import { MAX_PLAYER_SECONDS } from '../domain/playback';
import { dbId } from './db-id';
import { accessCodeSchema } from './access-codes';

/** On play, and once the playback passed the 180 s threshold (see docs/stories-and-player.md#tracking). */
export const trackingEventNames = ['boardstoryWatched', 'boardstoryPlaybackReached'] as const;

const timestamp = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(MAX_PLAYER_SECONDS));

/**
 * POST /api/track (see docs/stories-and-player.md#tracking). The server takes the user from the session, so `user` only
 * has to match it; code holders are tracked anonymously whatever they send.
 */
export const trackStartSchema = v.object({
  boardstory: dbId,
  user: v.optional(v.nullable(dbId)),
  isAnonymous: v.optional(v.boolean()),
  accessCode: v.optional(v.nullable(accessCodeSchema)),
  boardstoryTimestamp: timestamp,
  event: v.picklist(trackingEventNames),
});
export type TrackStart = v.InferInput<typeof trackStartSchema>;
export type TrackStartAnswer = { trackingToken: string };

/** PATCH /api/track/{trackingToken}: the heartbeat, and hasEnded once the video has ended. */
export const trackUpdateSchema = v.object({
  boardstoryTimestamp: timestamp,
  hasEnded: v.optional(v.boolean()),
});
export type TrackUpdate = v.InferInput<typeof trackUpdateSchema>;

export const trackingTokenParamSchema = v.object({
  trackingToken: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'malformed tracking token')),
});
