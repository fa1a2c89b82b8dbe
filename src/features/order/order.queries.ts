import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';

export const orderQueries = {
  all: ['order'] as const,
  /** The organisations the user owns, with their addresses: personal, so never written to disk. */
  organizations: (ownerId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'organizations', ownerId],
      queryFn: () => unwrap(api.organizations.$get({ query: { owner: String(ownerId) } })).then((r) => r._embedded.organizations),
      meta: { persist: false },
    }),
  /** "Einlösen": whether a promo code applies to the licence. Asked again on every press, never kept. */
  promoCheck: (code: string, licenseId: number) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'promo', code, licenseId],
      queryFn: () =>
        unwrap(api.promocodes[':code'].check.$get({ param: { code: encodeURIComponent(code) }, query: { licenseId: String(licenseId) } })),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      meta: { persist: false },
    }),
};
