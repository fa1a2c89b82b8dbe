import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { auth } from '../lib/api-client';

/** Single sign-on (see docs/accounts.md#single-sign-on): the server's route sends the browser on to the provider. */
export const Route = createFileRoute('/luxemburg')({ component: SsoRedirect });

function SsoRedirect() {
  useEffect(() => {
    // a full page load: /auth is the server's, not a route of the app
    window.location.replace(auth.sso.luxemburg.$path());
  }, []);
  return <p role="status">Sie werden zur Anmeldung weitergeleitet …</p>;
}
