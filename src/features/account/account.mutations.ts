import { api, unwrap, type JsonOf } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { savePersistedCache } from '../../lib/persister';
import { currentUser, meQuery, queryClient } from '../../lib/query-client';
import type { Address } from '../../shared/schemas/address';
import type { Profile, ProfileInput } from '../../shared/schemas/profile';
import { accountQueries } from './account.queries';

// The account's forms wait for their answer (a success text, the form closing): offline a save fails at
// once as it always did, instead of waiting unseen for the connection.
const answered = { networkMode: 'always' } as const;

export const accountMutationKeys = {
  personalData: ['account', 'personal-data'] as const,
  addresses: ['account', 'addresses'] as const,
  requestEmailChange: ['account', 'request-email-change'] as const,
  confirmEmailChange: ['account', 'confirm-email-change'] as const,
};

/** What the addresses form sends once its checks passed; an empty billing address is stored as none. */
export type AddressesInput = { address: Address; billingAddress?: Address | null };

const patchUser = (id: number, json: ProfileInput | AddressesInput) => unwrap(api.users[':id'].$patch({ param: { id: String(id) }, json }));

/** The saved account goes into "Meine Daten", and its names into the signed-in account the header shows. */
function applyProfile(next: Profile) {
  queryClient.setQueryData(accountQueries.profile(next.id).queryKey, next);
  queryClient.setQueryData(meQuery.queryKey, (me) =>
    me && me.id === next.id ? { ...me, firstName: next.firstName, lastName: next.lastName, salutation: next.salutation, name: next.name } : me,
  );
}

/** "Persönliche Daten": salutation and names. */
export const useSavePersonalData = defineMutation(accountMutationKeys.personalData, {
  mutationFn: ({ id, input }: { id: number; input: ProfileInput }) => patchUser(id, input),
  onSuccess: applyProfile,
  // part 1 §8: a failed profile update is only logged
  onError: (error) => console.error('Profil nicht gespeichert', error),
  ...answered,
});

/** "Adressen": personal like the profile they belong to, so nothing of the call is ever written to disk. */
export const useSaveAddresses = defineMutation(accountMutationKeys.addresses, {
  mutationFn: ({ id, input }: { id: number; input: AddressesInput }) => patchUser(id, input),
  onSuccess: applyProfile,
  meta: { persist: false },
  ...answered,
});

/** The new address gets a confirmation link; 409 "exists" when it is in use. */
export const useRequestEmailChange = defineMutation(accountMutationKeys.requestEmailChange, {
  mutationFn: (input: JsonOf<typeof api.users['request-email-change']['$post']>) => unwrap(api.users['request-email-change'].$post({ json: input })),
  ...answered,
});

/** /confirmEmailChange/{token}: the link works once. */
export const useConfirmEmailChange = defineMutation(accountMutationKeys.confirmEmailChange, {
  mutationFn: ({ token }: { token: string }) => unwrap(api['confirm-email-change'][':token'].$post({ param: { token: encodeURIComponent(token) } })),
  onSuccess: async () => {
    void queryClient.invalidateQueries({ queryKey: accountQueries.all });
    // a signed-in browser shows the new address at once, after a reload too (the stored account is read first)
    if (!currentUser()) return;
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    await savePersistedCache();
  },
  meta: { persist: false },
  ...answered,
});
