import { api, ApiError, unwrap } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import type { TrackStart, TrackUpdate } from '../../shared/schemas/tracking';

/**
 * Tracking (part 2 §4) as resumable mutations: a call that fails offline is paused, kept by the persister
 * and sent when the connection returns (persister.ts). Failures are never shown: they only cost a statistic.
 * main.tsx imports this module, so queued calls find their functions when a reload resumes them.
 */
export const trackingKeys = {
  start: ['tracking', 'start'] as const,
  /** a code holder's start: its variables carry the pupil code (not a prefix of `start`, so no defaults mix) */
  codeStart: ['tracking', 'code-start'] as const,
  update: ['tracking', 'update'] as const,
};

export type TrackUpdateVars = TrackUpdate & { trackingToken: string };

// a network failure while online is worth two more tries; a 4xx will not change
const quietRetries = {
  retry: (count: number, error: Error) => count < 2 && error instanceof ApiError && error.status === 0,
  retryDelay: 30_000,
  onError: () => {},
};

const sendStart = (json: TrackStart) => unwrap(api.track.$post({ json }));

export const useTrackStart = defineMutation(trackingKeys.start, { mutationFn: sendStart, ...quietRetries });

/** The same call for a code holder: queued in memory only, never in the persisted cache of a shared device (part 1 §3). */
export const useTrackCodeStart = defineMutation(trackingKeys.codeStart, { mutationFn: sendStart, meta: { persist: false }, ...quietRetries });

export const useTrackUpdate = defineMutation(trackingKeys.update, {
  mutationFn: ({ trackingToken, ...json }: TrackUpdateVars) => unwrap(api.track[':trackingToken'].$patch({ param: { trackingToken: encodeURIComponent(trackingToken) }, json })),
  ...quietRetries,
});
