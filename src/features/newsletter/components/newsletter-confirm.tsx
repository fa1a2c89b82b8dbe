import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { accountTexts } from '../../../shared/domain/account-texts';
import { useConfirmNewsletter } from '../newsletter.mutations';

/** The double opt-in link's page: confirms the sign-up once and says how it went. */
export function NewsletterConfirm({ token }: { token: string }) {
  const { mutate, status } = useConfirmNewsletter();
  useEffect(() => mutate({ token }), [mutate, token]);
  return (
    <section className="page">
      <h1>Newsletter-Anmeldung</h1>
      {status === 'pending' && <p>Ihre Anmeldung wird bestätigt…</p>}
      {status === 'success' && <p role="status">{accountTexts.newsletterConfirmed}</p>}
      {status === 'error' && <p role="alert">{accountTexts.newsletterConfirmFailed}</p>}
      <p>
        <Link to="/">Zur Startseite</Link>
      </p>
    </section>
  );
}
