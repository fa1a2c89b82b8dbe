import { api, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';

// A visitor's address and a single-use captcha solution, and the e-mail's token: nothing of them is
// written to a shared device's disk. Offline the call fails at once and the form shows its failure text
// rather than waiting for the connection (the captcha solution would have expired by then anyway).
const personal = { meta: { persist: false }, networkMode: 'always' } as const;

export const newsletterMutationKeys = {
  subscribe: ['newsletter', 'subscribe'] as const,
  confirm: ['newsletter', 'confirm'] as const,
};

/** The sign-up (see docs/content.md#newsletter): HTTP 200 is success, anything else failure. */
export const useSubscribeNewsletter = defineMutation(newsletterMutationKeys.subscribe, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.newsletter.$post> & Idempotent) =>
    unwrap(api.newsletter.$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});

/** The double opt-in link: confirms the sign-up once. */
export const useConfirmNewsletter = defineMutation(newsletterMutationKeys.confirm, {
  mutationFn: ({ idempotencyKey, ...input }: JsonOf<typeof api.newsletter.confirm.$post> & Idempotent) =>
    unwrap(api.newsletter.confirm.$post({ json: input }, idempotent({ idempotencyKey }))),
  ...personal,
});
