import { createFileRoute } from '@tanstack/react-router';
import { SignupForm } from '../../features/auth/components/signup-form';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/signup/')({
  component: SignupPage,
  head: ({ match }) => pageHead(match, 'Konto erstellen'),
});

function SignupPage() {
  return (
    <section className="page page-narrow">
      <h1>Konto erstellen</h1>
      <SignupForm />
    </section>
  );
}
