import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/components/password-forms';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/resetPassword/$token')({
  component: ResetPasswordPage,
  head: ({ match }) => pageHead(match, 'Neues Passwort'),
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort</h1>
      <ResetPasswordForm resetToken={token} />
    </section>
  );
}
