import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

export const adminOrderQueries = {
  all: ['admin-orders'] as const,
  /** Orders waiting for payment and activation. Names buyers and their e-mails: never written to disk. */
  pending: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all, 'pending'],
      queryFn: () => unwrap(api.admin.orders.$get({ query: { state: 'pending' } })).then((r) => r._embedded.orders),
      staleTime: 0,
      meta: { persist: false },
    }),
};
