import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/components/password-forms';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/resetPassword/$token')({ component: ResetPasswordPage });

function ResetPasswordPage() {
  const { token } = Route.useParams();
  usePageTitle('Neues Passwort');
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort</h1>
      <ResetPasswordForm resetToken={token} />
    </section>
  );
}
