import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { currentTheme, rememberSiteTheme, subscribeTheme } from '../theme-store';
import { themeQueries } from '../theme.queries';

/**
 * Keeps <html data-theme> in step on every page, the class tablet's too: the site default as the server names it
 * now (the page's data, or asked when the service worker served the page), a device setting that changed, a
 * choice made in another tab. Draws nothing.
 */
export function ThemeSync() {
  const { data } = useQuery(themeQueries.site());
  const siteTheme = data?.theme;
  useEffect(() => {
    if (siteTheme) rememberSiteTheme(siteTheme);
  }, [siteTheme]);
  useSyncExternalStore(subscribeTheme, currentTheme, () => 'standard' as const);
  return null;
}
