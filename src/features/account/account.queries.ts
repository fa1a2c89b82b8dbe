import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

/** The account with its addresses: personal, so never persisted (a shared device must not keep an address). */
export const accountQueries = {
  all: ['account'] as const,
  profile: (id: number) =>
    queryOptions({
      queryKey: [...accountQueries.all, 'profile', id],
      queryFn: () => unwrap(api.users[':id'].$get({ param: { id: String(id) } })),
      meta: { persist: false },
      retry: false,
    }),
};
