import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '../../features/auth/components/signup-form';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/signup/')({ component: SignupPage });

function SignupPage() {
  usePageTitle('Konto erstellen');
  return (
    <section className="page page-narrow">
      <h1>Konto erstellen</h1>
      <SignupForm />
    </section>
  );
}
