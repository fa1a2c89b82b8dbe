import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { Profile } from '../../shared/schemas/profile';

/** The account with its addresses: personal, so never persisted (a shared device must not keep an address). */
export const accountQueries = {
  all: ['account'] as const,
  profile: (id: number) =>
    queryOptions({
      queryKey: [...accountQueries.all, 'profile', id],
      queryFn: () => api.get<Profile>(`/api/users/${id}`),
      meta: { persist: false },
      retry: false,
    }),
};
