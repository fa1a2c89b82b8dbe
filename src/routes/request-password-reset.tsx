import { createFileRoute } from '@tanstack/react-router';
import { RequestPasswordResetForm } from '../features/auth/components/password-forms';
import { usePageTitle } from '../ui/use-page-title';

export const Route = createFileRoute('/request-password-reset')({ component: RequestResetPage });

function RequestResetPage() {
  usePageTitle('Passwort vergessen');
  return (
    <section className="page page-narrow">
      <h1>Passwort vergessen</h1>
      <p>Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.</p>
      <RequestPasswordResetForm />
    </section>
  );
}
