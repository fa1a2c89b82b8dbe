import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiUrl } from '../lib/api-client';

/** The app's single sign-on (part 1 §2): marks the client as the app for ten minutes, then the same redirect. */
export const Route = createFileRoute('/luxemburg-app')({ component: AppSsoRedirect });

function AppSsoRedirect() {
  useEffect(() => {
    document.cookie = 'clientType=app; max-age=600; path=/; samesite=lax';
    window.location.replace(apiUrl.luxemburgSso({ app: true }));
  }, []);
  return <p role="status">Sie werden zur Anmeldung weitergeleitet …</p>;
}
