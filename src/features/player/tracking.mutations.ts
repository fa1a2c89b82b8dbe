import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import type { TrackStart, TrackStartAnswer, TrackUpdate } from '../../shared/schemas/tracking';

/**
 * Tracking (part 2 §4) as resumable mutations: a call that fails offline is paused, kept by the persister
 * and sent when the connection returns (persister.ts). Failures are never shown: they only cost a statistic.
 * main.tsx imports this module, so queued calls find their functions when a reload resumes them.
 */
export const trackingKeys = {
  start: ['tracking', 'start'] as const,
  update: ['tracking', 'update'] as const,
};

export type TrackUpdateVars = TrackUpdate & { trackingToken: string };

queryClient.setMutationDefaults(trackingKeys.start, {
  mutationFn: (body: TrackStart) => api.post<TrackStartAnswer>('/api/track', body),
  // a network failure while online is worth two more tries; a 4xx will not change
  retry: (count, error) => count < 2 && (error as { status?: number }).status === 0,
  retryDelay: 30_000,
  onError: () => {},
});

queryClient.setMutationDefaults(trackingKeys.update, {
  mutationFn: ({ trackingToken, ...body }: TrackUpdateVars) => api.patch<void>(`/api/track/${encodeURIComponent(trackingToken)}`, body),
  retry: (count, error) => count < 2 && (error as { status?: number }).status === 0,
  retryDelay: 30_000,
  onError: () => {},
});
