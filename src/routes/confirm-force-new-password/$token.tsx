import { createFileRoute } from '@tanstack/react-router';
import { TokenConfirmation } from '../../features/auth/components/token-confirmation';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/confirm-force-new-password/$token')({
  component: ConfirmForceNewPasswordPage,
  head: ({ match }) => pageHead(match, 'Neues Passwort bestätigen'),
});

function ConfirmForceNewPasswordPage() {
  const { token } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort bestätigen</h1>
      <TokenConfirmation
        kind="force-new-password"
        token={token}
        successTitle="Neues Passwort bestätigt"
        successText="Ihr neues Passwort gilt ab sofort. Sie können sich jetzt anmelden."
      />
    </section>
  );
}
