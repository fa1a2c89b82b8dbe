import { expect, test } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { authMutationKeys } from './auth.mutations';

// What the calls do is tested against the real server in tests/e2e (auth, passwords, signup); here only
// what no browser test can see: what a queued call would leave on a shared device's disk.
test('passwords, tokens and sign-in addresses never reach the disk, and offline a form hears at once', () => {
  for (const key of Object.values(authMutationKeys)) {
    expect(queryClient.getMutationDefaults(key).meta).toEqual({ persist: false });
    expect(queryClient.getMutationDefaults(key).networkMode).toBe('always');
  }
});
