import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/**
 * The signed-in user's own account with its addresses: persisted like the rest of their answers, so
 * "Meine Daten" opens offline, and dropped with them at logout (lib/session.ts). Nobody else's data is in it.
 */
export const accountQueries = {
  all: ['account'] as const,
  profile: (id: number) =>
    queryOptions({
      queryKey: [...accountQueries.all, 'profile', id],
      queryFn: () => unwrap(api.users[':id'].$get({ param: { id: String(id) } })),
      retry: false,
    }),
};
