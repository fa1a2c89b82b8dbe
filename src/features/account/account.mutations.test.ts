import { expect, test } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { accountMutationKeys } from './account.mutations';

// What the calls do is tested against the real server in tests/e2e/account-data.spec.ts; here only what no
// browser test can see: what a queued call would leave on a shared device's disk.
test('addresses are personal: a queued call is not written to disk', () => {
  expect(queryClient.getMutationDefaults(accountMutationKeys.addresses).meta).toEqual({ persist: false });
  expect(queryClient.getMutationDefaults(accountMutationKeys.confirmEmailChange).meta).toEqual({ persist: false });
});
