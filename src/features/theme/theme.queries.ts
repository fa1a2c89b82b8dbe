import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { queryKeys } from '../../shared/query-keys';

export const themeQueries = {
  /** The administrators' settings every device reads (the default theme); the served page carries them already. */
  site: () =>
    queryOptions({
      queryKey: queryKeys.siteSettings(),
      queryFn: () => unwrap(api['site-settings'].$get()),
      staleTime: 5 * 60_000,
    }),
};
