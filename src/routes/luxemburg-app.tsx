import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { auth } from '../lib/api-client';

/** The app's single sign-on (see docs/accounts.md#single-sign-on): marks the client as the app for ten minutes, then the same redirect. */
export const Route = createFileRoute('/luxemburg-app')({ component: AppSsoRedirect });

function AppSsoRedirect() {
  useEffect(() => {
    document.cookie = 'clientType=app; max-age=600; path=/; samesite=lax';
    // `?app=1` as the old link had it; the route reads no query (a cookie tells the app), so it is not typed
    window.location.replace(`${auth.sso.luxemburg.$path()}?app=1`);
  }, []);
  return <p role="status">Sie werden zur Anmeldung weitergeleitet …</p>;
}
