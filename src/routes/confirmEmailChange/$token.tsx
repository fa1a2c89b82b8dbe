import { createFileRoute } from '@tanstack/react-router';
import { EmailChangeConfirmation } from '../../features/account/components/email-change-confirmation';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/confirmEmailChange/$token')({
  component: ConfirmEmailChangePage,
  head: ({ match }) => pageHead(match, 'E-Mail-Adresse bestätigen'),
});

function ConfirmEmailChangePage() {
  const { token } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>E-Mail-Adresse bestätigen</h1>
      {/* a logged-in browser shows the new address at once: the confirmation refreshes the signed-in account */}
      <EmailChangeConfirmation token={token} />
    </section>
  );
}
