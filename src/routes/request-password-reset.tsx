import { createFileRoute } from '@tanstack/react-router';
import { RequestPasswordResetForm } from '../features/auth/components/password-forms';
import { pageHead } from '../ui/page-head';

export const Route = createFileRoute('/request-password-reset')({
  component: RequestResetPage,
  head: ({ match }) => pageHead(match, 'Passwort vergessen'),
});

function RequestResetPage() {
  return (
    <section className="page page-narrow">
      <h1>Passwort vergessen</h1>
      <p>Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
      <RequestPasswordResetForm />
    </section>
  );
}
