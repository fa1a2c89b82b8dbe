import { api, unwrap } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import type { Theme } from '../../shared/domain/theme';
import { CSRF_HEADER } from '../../shared/schemas/site-settings';
import { rememberSiteTheme } from './theme-store';
import { themeQueries } from './theme.queries';

export const themeMutationKeys = {
  setSiteTheme: ['theme', 'set-site-theme'] as const,
};

/**
 * The administrators' default theme, posted as the spec's form data (`select_theme`) with the session's CSRF
 * token, asked fresh each time (a page's own token may name a session that has ended since). Sent now or not at all.
 */
export const useSetSiteTheme = defineMutation(themeMutationKeys.setSiteTheme, {
  mutationFn: async ({ theme }: { theme: Theme }) => {
    const { token } = await unwrap(api['live-token'].$get());
    return unwrap(api.admin['site-settings'].theme.$post({ form: { select_theme: theme } }, { headers: { [CSRF_HEADER]: token } }));
  },
  onSuccess: (settings) => {
    queryClient.setQueryData(themeQueries.site().queryKey, settings);
    rememberSiteTheme(settings.theme);
  },
  networkMode: 'always',
});
