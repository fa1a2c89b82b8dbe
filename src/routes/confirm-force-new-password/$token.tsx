import { createFileRoute } from '@tanstack/react-router';
import { TokenConfirmation } from '../../features/auth/components/token-confirmation';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/confirm-force-new-password/$token')({ component: ConfirmForceNewPasswordPage });

function ConfirmForceNewPasswordPage() {
  const { token } = Route.useParams();
  usePageTitle('Neues Passwort bestätigen');
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort bestätigen</h1>
      <TokenConfirmation
        path="/api/users/confirm-force-new-password"
        body={{ confirmationToken: token }}
        successTitle="Neues Passwort bestätigt"
        successText="Ihr neues Passwort gilt ab sofort. Sie können sich jetzt anmelden."
      />
    </section>
  );
}
