import { createFileRoute } from '@tanstack/react-router';
import { ForceNewPasswordForm } from '../../features/auth/components/forced-password-forms';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/confirm-force-new-password/$token')({
  component: ConfirmForceNewPasswordPage,
  head: ({ match }) => pageHead(match, 'Neues Passwort festlegen'),
});

function ConfirmForceNewPasswordPage() {
  const { token } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort festlegen</h1>
      <ForceNewPasswordForm token={token} />
    </section>
  );
}
