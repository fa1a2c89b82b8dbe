import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

// The members and open invitations are kept in IndexedDB like the owner's other data, so offline the licence page
// shows them as of the last visit (docs/offline.md#query-cache); a logout removes them with the rest. Lending codes
// grant access and never go to the disk (lib/persister.ts reads `persist`).
const notPersisted = { meta: { persist: false } } as const;

/** The owner's administration. lib/live.ts invalidates these keys by prefix when another device changes them: keep them. */
export const administrationQueries = {
  all: ['administration'] as const,
  /** The organisation with all its members (auth's copy keeps only the signed-in user's own entry). */
  organization: (id: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'organization', id],
      queryFn: ({ signal }) => unwrap(api.organizations[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    }),
  /** Invitations sent and not yet accepted, of both roles. */
  invitations: (organizationId: number) =>
    queryOptions({
      queryKey: [...administrationQueries.all, 'invitations', organizationId],
      queryFn: ({ signal }) =>
        unwrap(api.invitations.$get({ query: { state: 'CREATED', organizationId: String(organizationId) } }, { init: { signal } })).then(
          (r) => r._embedded.invitations,
        ),
    }),
  /** All the owner's unexpired codes; in a library these are the lending codes. Under the access-code prefix that /live refreshes. */
  rentalCodes: () =>
    queryOptions({
      queryKey: ['access-codes', 'mine', 'all'],
      queryFn: ({ signal }) => unwrap(api.me['access-codes'].$get({ query: {} }, { init: { signal } })).then((r) => r._embedded.accessCodes),
      ...notPersisted,
    }),
};
