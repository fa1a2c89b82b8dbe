import { api, idempotent, unwrap, type Idempotent } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import type { TrackStart, TrackUpdate } from '../../shared/schemas/tracking';

/**
 * Tracking (see docs/stories-and-player.md#tracking) as queued writes: a call made while Lesefunke is unreachable is
 * paused, kept by the persister while somebody is signed in and sent once, with its Idempotency-Key, when the server
 * answers again (persister.ts). Failures are never shown: they only cost a statistic. app.tsx imports this module,
 * so queued calls find their functions when a reload resumes them.
 */
export const trackingKeys = {
  start: ['tracking', 'start'] as const,
  /** a code holder's start: its variables carry the pupil code (not a prefix of `start`, so no defaults mix) */
  codeStart: ['tracking', 'code-start'] as const,
  update: ['tracking', 'update'] as const,
};

export type TrackUpdateVars = TrackUpdate & { trackingToken: string };

const quietRetries = { ...queuedWrite, onError: () => {} };
// a statistic waiting is nothing the reader changed: the pending-writes line does not count it
const unseen = { unseen: true };

const sendStart = ({ idempotencyKey, ...json }: TrackStart & Idempotent) => unwrap(api.track.$post({ json }, idempotent({ idempotencyKey })));

export const useTrackStart = defineMutation(trackingKeys.start, { mutationFn: sendStart, meta: unseen, ...quietRetries });

/**
 * The same call for a code holder: queued in memory only, never in the persisted cache of a shared device
 * (see docs/offline.md#query-cache). A pupil is never signed in, so nothing would be persisted anyway: the call is sent
 * on reconnect while the page lives, and a reload offline costs one statistic, not a pupil's code on the disk.
 */
export const useTrackCodeStart = defineMutation(trackingKeys.codeStart, { mutationFn: sendStart, meta: { persist: false, ...unseen }, ...quietRetries });

export const useTrackUpdate = defineMutation(trackingKeys.update, {
  mutationFn: ({ trackingToken, idempotencyKey, ...json }: TrackUpdateVars & Idempotent) =>
    unwrap(api.track[':trackingToken'].$patch({ param: { trackingToken: encodeURIComponent(trackingToken) }, json }, idempotent({ idempotencyKey }))),
  meta: unseen,
  ...quietRetries,
});
