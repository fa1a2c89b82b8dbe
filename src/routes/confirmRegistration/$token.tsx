import { createFileRoute } from '@tanstack/react-router';
import { TokenConfirmation } from '../../features/auth/components/token-confirmation';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/confirmRegistration/$token')({
  component: ConfirmRegistrationPage,
  head: ({ match }) => pageHead(match, 'Registrierung bestätigen'),
});

function ConfirmRegistrationPage() {
  const { token } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>Registrierung bestätigen</h1>
      <TokenConfirmation
        token={token}
        successTitle="Vielen Dank!"
        successText="Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden."
        homeOnError
      />
    </section>
  );
}
