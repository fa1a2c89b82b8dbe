import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import { usePageTitle } from '../../../ui/use-page-title';

/** The double opt-in link's page: confirms the sign-up once and says how it went. */
export function NewsletterConfirm({ token }: { token: string }) {
  usePageTitle('Newsletter-Anmeldung');
  const { mutate, status } = useMutation({ mutationFn: () => api.post('/api/newsletter/confirm', { token }) });
  useEffect(() => mutate(), [mutate]);
  return (
    <section className="page">
      <h1>Newsletter-Anmeldung</h1>
      {status === 'pending' && <p>Ihre Anmeldung wird bestätigt…</p>}
      {status === 'success' && <p role="status">{texts.newsletterConfirmed}</p>}
      {status === 'error' && <p role="alert">{texts.newsletterConfirmFailed}</p>}
      <p>
        <AppLink href="/">Zur Startseite</AppLink>
      </p>
    </section>
  );
}
