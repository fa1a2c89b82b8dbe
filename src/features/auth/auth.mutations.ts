import { api, auth, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { startLocalSession } from '../../lib/session';

// Logins, sign-ups, passwords and the links of their e-mails (see docs/accounts.md#token-links). Every one of them
// carries a password, a token or an address to sign in with: none is ever written to a shared device's disk. A
// form waits for its answer, so offline the call fails at once and the form says so (the visitor tries
// again) instead of waiting unseen for the connection.
const personal = { meta: { persist: false }, networkMode: 'always' } as const;

export const authMutationKeys = {
  login: ['auth', 'login'] as const,
  signup: ['auth', 'signup'] as const,
  confirmRegistration: ['auth', 'confirm-registration'] as const,
  requestPasswordReset: ['auth', 'request-password-reset'] as const,
  resetPassword: ['auth', 'reset-password'] as const,
  forceNewPassword: ['auth', 'force-new-password'] as const,
  confirmForceNewPassword: ['auth', 'confirm-force-new-password'] as const,
  tosConsent: ['auth', 'tos-consent'] as const,
  acceptInvitation: ['auth', 'accept-invitation'] as const,
};

/** The e-mail links' token, as the confirmations send it. */
export type ConfirmationVars = JsonOf<typeof api.users['confirm-registration']['$post']>;

/** "Anmelden": the answer is the account; the session on this device starts with it. */
export const useLogin = defineMutation(authMutationKeys.login, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof auth.login.$post> & Idempotent) =>
    unwrap(auth.login.$post({ json: input }, idempotent({ idempotencyKey }))),
  onSuccess: (account) => startLocalSession(account),
  ...personal,
});

/** "Konto erstellen", with the invitation's id and token when it came from one; `confirmed` when the invitation proved the address. */
export const useSignup = defineMutation(authMutationKeys.signup, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users.signup.$post> & Idempotent) =>
    unwrap(api.users.signup.$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

export const useConfirmRegistration = defineMutation(authMutationKeys.confirmRegistration, {
  mutationFn: ({ idempotencyKey, ...input }: ConfirmationVars & Idempotent) =>
    unwrap(api.users['confirm-registration'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

export const useRequestPasswordReset = defineMutation(authMutationKeys.requestPasswordReset, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users['request-password-reset']['$post']> & Idempotent) =>
    unwrap(api.users['request-password-reset'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

export const useResetPassword = defineMutation(authMutationKeys.resetPassword, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users['reset-password']['$post']> & Idempotent) =>
    unwrap(api.users['reset-password'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

/** Asks for the e-mail whose link sets the forced new password. */
export const useForceNewPassword = defineMutation(authMutationKeys.forceNewPassword, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users['force-new-password']['$post']> & Idempotent) =>
    unwrap(api.users['force-new-password'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

/** The link's token with the new password and the terms consent. */
export const useConfirmForceNewPassword = defineMutation(authMutationKeys.confirmForceNewPassword, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.users['confirm-force-new-password']['$post']> & Idempotent) =>
    unwrap(api.users['confirm-force-new-password'].$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

/**
 * The terms consent that completes a held-back login: the access token of the refused login goes as
 * bearer, the server sets the session cookie and answers with where to go. The app then asks who is
 * signed in and starts the session on this device as a login does.
 */
export const useTosConsent = defineMutation(authMutationKeys.tosConsent, {
  mutationFn: ({ accessToken, tosConsent, idempotencyKey }: { accessToken: string; tosConsent: true } & Idempotent) =>
    unwrap(
      api.users['tos-consent'].$post({ json: { tosConsent } }, { headers: { authorization: `Bearer ${accessToken}`, ...idempotent({ idempotencyKey }).headers } }),
    ),
  onSuccess: async () => {
    const account = await unwrap(api.me.$get());
    await startLocalSession(account);
  },
  ...personal,
});

/** Accepting an invitation: its link's token proves the address (404 "does not exist" when it has no account yet). */
export const useAcceptInvitation = defineMutation(authMutationKeys.acceptInvitation, {
  mutationFn: ({ id, invitationToken, idempotencyKey }: { id: number; invitationToken: string } & Idempotent) =>
    unwrap(api.invitations[':id'].$patch({ param: { id: String(id) }, json: { state: 'ACCEPTED', invitationToken } }, idempotent({ idempotencyKey }))),
  ...personal,
});
