import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

// Colleagues' and rental users' names and e-mails, open invitations and lending codes: shown to an owner
// while online, never written to the disk of a possibly shared device (lib/persister.ts reads `persist`).
const notPersisted = { meta: { persist: false } } as const;

/** The owner's administration. lib/live.ts invalidates these keys by prefix when another device changes them: keep them. */
export const administrationQueries = {
  all: ['administration'] as const,
  /** The organisation with all its members (auth's copy keeps only the signed-in user's own entry). */
  organization: (id: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'organization', id],
      queryFn: ({ signal }) => unwrap(api.organizations[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
      ...notPersisted,
    }),
  /** Invitations sent and not yet accepted, of both roles. */
  invitations: (organizationId: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'invitations', organizationId],
      queryFn: ({ signal }) =>
        unwrap(api.invitations.$get({ query: { state: 'CREATED', organizationId: String(organizationId) } }, { init: { signal } })).then(
          (r) => r._embedded.invitations,
        ),
      ...notPersisted,
    }),
  /** All the owner's unexpired codes; in a library these are the lending codes. Under the access-code prefix that /live refreshes. */
  rentalCodes: () =>
    queryOptions({
      queryKey: ['access-codes', 'mine', 'all'],
      queryFn: ({ signal }) => unwrap(api.me['access-codes'].$get({ query: {} }, { init: { signal } })).then((r) => r._embedded.accessCodes),
      ...notPersisted,
    }),
};
