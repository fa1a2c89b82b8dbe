import { dehydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { dehydrateOptions } from '../../lib/persister';
import { queryClient } from '../../lib/query-client';
import type { TrackStart } from '../../shared/schemas/tracking';
import { trackingKeys } from './tracking.mutations';

describe('tracking mutations', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.getMutationCache().clear();
  });

  test("a start queued offline is kept for after a reload, a code holder's only in memory", async () => {
    onlineManager.setOnline(false);
    const queue = (mutationKey: readonly string[], body: TrackStart) =>
      void queryClient.getMutationCache().build(queryClient, { mutationKey }).execute(body).catch(() => undefined);
    queue(trackingKeys.start, { boardstory: 1, event: 'boardstoryWatched', boardstoryTimestamp: 0, user: 4 });
    queue(trackingKeys.codeStart, { boardstory: 1, event: 'boardstoryWatched', boardstoryTimestamp: 0, accessCode: 'FUNKE-GUELTIG', isAnonymous: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queryClient.getMutationCache().getAll().filter((m) => m.state.isPaused)).toHaveLength(2);
    const kept = dehydrate(queryClient, dehydrateOptions).mutations;
    expect(kept.map((m) => m.mutationKey)).toEqual([trackingKeys.start]);
    expect(JSON.stringify(kept)).not.toContain('FUNKE-GUELTIG');
  });
});
