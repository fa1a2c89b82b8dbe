import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AccessCodeLookup } from '../../shared/schemas/licences';
import type { AccessCode } from '../../shared/schemas/playback';

// codes grant access: nothing of them goes into the persisted cache of a possibly shared device
const personal = { meta: { persist: false }, retry: false } as const;

export const accessCodeQueries = {
  all: ['access-codes'] as const,
  /** What a typed or linked code opens; 404 for an unknown code. Case does not matter to the server. */
  lookup: (code: string) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'lookup', code.trim().toUpperCase()],
      queryFn: ({ signal }) => api.get<AccessCodeLookup>(`/api/access-codes/${encodeURIComponent(code.trim())}`, undefined, signal),
      staleTime: 60_000,
      ...personal,
    }),
  /** The signed-in owner's unexpired codes of one story. */
  mine: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'mine', boardstoryId],
      queryFn: ({ signal }) =>
        api
          .get<{ _embedded: { accessCodes: AccessCode[] } }>('/api/me/access-codes', { boardstory: boardstoryId }, signal)
          .then((r) => r._embedded.accessCodes),
      ...personal,
    }),
};
