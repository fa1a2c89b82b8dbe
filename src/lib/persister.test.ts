import { QueryClient, dehydrate, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { dehydrateOptions } from './persister';

describe('persisted cache on a shared device', () => {
  afterEach(() => onlineManager.setOnline(true));

  test('a call queued offline is kept unless it is marked not to persist, like a pupil code tracking', async () => {
    onlineManager.setOnline(false);
    const client = new QueryClient();
    const queue = (persist: boolean, accessCode?: string) =>
      void client
        .getMutationCache()
        .build(client, { mutationKey: ['tracking', 'start'], mutationFn: async () => 'ok', meta: { persist } })
        .execute({ accessCode })
        .catch(() => undefined);
    queue(true);
    queue(false, 'FUNKE-GUELTIG');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const kept = dehydrate(client, dehydrateOptions).mutations;
    expect(kept).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain('FUNKE-GUELTIG');
  });
});
