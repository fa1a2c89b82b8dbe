import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

// Licences and their prices change rarely; five minutes fresh, like the content options beside them.
const LICENCES_STALE = 5 * 60_000;

export const licenceQueries = {
  all: ['licences'] as const,
  /** The licences on offer (the server answers only active, visible ones), cheapest first. */
  list: () =>
    queryOptions({
      queryKey: [...licenceQueries.all, 'list'],
      queryFn: () => unwrap(api.licenses.$get()).then((r) => r._embedded.licenses),
      staleTime: LICENCES_STALE,
    }),
};
