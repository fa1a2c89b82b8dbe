import { createFileRoute } from '@tanstack/react-router';
import { TokenConfirmation } from '../../features/auth/components/token-confirmation';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/confirmRegistration/$token')({ component: ConfirmRegistrationPage });

function ConfirmRegistrationPage() {
  const { token } = Route.useParams();
  usePageTitle('Registrierung bestätigen');
  return (
    <section className="page page-narrow">
      <h1>Registrierung bestätigen</h1>
      <TokenConfirmation
        path="/api/users/confirm-registration"
        body={{ confirmationToken: token }}
        successTitle="Vielen Dank!"
        successText="Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden."
        onErrorGo="/"
      />
    </section>
  );
}
