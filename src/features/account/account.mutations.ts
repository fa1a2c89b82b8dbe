import { api, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import { savePersistedCache } from '../../lib/persister';
import { currentUser, meQuery, queryClient } from '../../lib/query-client';
import type { Address } from '../../shared/schemas/address';
import type { Profile, ProfileInput } from '../../shared/schemas/profile';
import { accountQueries } from './account.queries';

// The e-mail change waits for its answer (a success text, or "exists"): offline it fails at once instead of
// waiting for the connection. Names and addresses are queued writes: the status line says they wait.
const answered = { networkMode: 'always' } as const;

export const accountMutationKeys = {
  personalData: ['account', 'personal-data'] as const,
  addresses: ['account', 'addresses'] as const,
  requestEmailChange: ['account', 'request-email-change'] as const,
  confirmEmailChange: ['account', 'confirm-email-change'] as const,
};

/** What the addresses form sends once its checks passed; an empty billing address is stored as none. */
export type AddressesInput = { address: Address; billingAddress?: Address | null };

type PatchUserVars<Input> = { id: number; input: Input } & Idempotent;
const patchUser = ({ id, input, idempotencyKey }: PatchUserVars<ProfileInput | AddressesInput>) =>
  unwrap(api.users[':id'].$patch({ param: { id: String(id) }, json: input }, idempotent({ idempotencyKey })));

/** The saved account goes into "Meine Daten", and its names into the signed-in account the header shows. */
function applyProfile(next: Profile) {
  queryClient.setQueryData(accountQueries.profile(next.id).queryKey, next);
  queryClient.setQueryData(meQuery.queryKey, (me) =>
    me && me.id === next.id ? { ...me, firstName: next.firstName, lastName: next.lastName, salutation: next.salutation, name: next.name } : me,
  );
}

/**
 * A name change waiting to be sent (Lesefunke unreachable) is shown at once, in "Meine Daten" and the header:
 * the reader sees what they typed, and the status line says it is still to be sent.
 */
function showAhead({ id, input }: PatchUserVars<ProfileInput>) {
  // the account's name is the names joined, as the server makes it (services/profile.ts)
  const names = { firstName: input.firstName, lastName: input.lastName, salutation: input.salutation, name: `${input.firstName} ${input.lastName}`.trim() };
  queryClient.setQueryData<Profile>(accountQueries.profile(id).queryKey, (profile) => (profile ? { ...profile, ...names } : profile));
  queryClient.setQueryData(meQuery.queryKey, (me) => (me && me.id === id ? { ...me, ...names } : me));
}

/** "Persönliche Daten": salutation and names. */
export const useSavePersonalData = defineMutation(accountMutationKeys.personalData, {
  mutationFn: (vars: PatchUserVars<ProfileInput>) => patchUser(vars),
  onMutate: showAhead,
  onSuccess: applyProfile,
  // a refused update is only logged; the names shown ahead give way to the server's again
  onError: (error, { id }) => {
    console.error('Profil nicht gespeichert', error);
    void queryClient.invalidateQueries({ queryKey: accountQueries.profile(id).queryKey });
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  },
  ...queuedWrite,
});

/**
 * "Adressen": personal like the profile they belong to (itself never on disk), so a save queued while
 * Lesefunke is unreachable waits in memory only: sent on reconnect, lost with a reload.
 */
export const useSaveAddresses = defineMutation(accountMutationKeys.addresses, {
  mutationFn: (vars: PatchUserVars<AddressesInput>) => patchUser(vars),
  onSuccess: applyProfile,
  meta: { persist: false },
  ...queuedWrite,
});

/** The new address gets a confirmation link; 409 "exists" when it is in use. */
export const useRequestEmailChange = defineMutation(accountMutationKeys.requestEmailChange, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users['request-email-change']['$post']> & Idempotent) =>
    unwrap(api.users['request-email-change'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...answered,
});

/** /confirmEmailChange/{token}: the link works once. */
export const useConfirmEmailChange = defineMutation(accountMutationKeys.confirmEmailChange, {
  mutationFn: ({ token, idempotencyKey }: { token: string } & Idempotent) =>
    unwrap(api['confirm-email-change'][':token'].$post({ param: { token: encodeURIComponent(token) } }, idempotent({ idempotencyKey }))),
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
