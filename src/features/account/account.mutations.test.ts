import { MutationObserver, type MutationKey } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { meQuery, queryClient } from '../../lib/query-client';
import type { Me } from '../../shared/schemas/auth';
import type { Profile } from '../../shared/schemas/profile';
import { accountMutationKeys } from './account.mutations';
import { accountQueries } from './account.queries';

vi.mock('../../lib/persister', () => ({ savePersistedCache: vi.fn(async () => {}) }));

/** Runs a registered mutation as a component's hook would: by its key alone. */
const run = <V,>(mutationKey: MutationKey, variables: V) => new MutationObserver<unknown, Error, V>(queryClient, { mutationKey }).mutate(variables);

const me: Me = { id: 7, email: 'a@b.de', firstName: 'Ada', lastName: 'Lovelace', salutation: '', name: 'Ada Lovelace', isExternalUser: false, isAdmin: false, bookmarks: [3] };
const saved: Profile = { ...me, firstName: 'Augusta', salutation: 'Frau', name: 'Augusta Lovelace', address: null, billingAddress: null };
delete (saved as Partial<Me>).bookmarks;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

test('saved personal data go into the profile and the names of the signed-in account', async () => {
  queryClient.setQueryData(meQuery.queryKey, me);
  const fetch = vi.fn(async (..._args: [RequestInfo | URL, RequestInit?]) => new Response(JSON.stringify(saved), { headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  await run(accountMutationKeys.personalData, {
    id: 7,
    input: { firstName: 'Augusta', lastName: 'Lovelace', salutation: 'Frau' },
  });
  const [url, init] = fetch.mock.calls[0];
  expect(String(url)).toMatch(/\/api\/users\/7$/);
  expect(init?.method).toBe('PATCH');
  expect(queryClient.getQueryData(accountQueries.profile(7).queryKey)).toEqual(saved);
  expect(queryClient.getQueryData(meQuery.queryKey)).toEqual({ ...me, firstName: 'Augusta', salutation: 'Frau', name: 'Augusta Lovelace' });
});

test('addresses are personal: a queued call is not written to disk', () => {
  expect(queryClient.getMutationDefaults(accountMutationKeys.addresses).meta).toEqual({ persist: false });
  expect(queryClient.getMutationDefaults(accountMutationKeys.confirmEmailChange).meta).toEqual({ persist: false });
});
