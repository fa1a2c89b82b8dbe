import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginForm } from '../features/auth/components/login-form';
import { usePageTitle } from '../ui/use-page-title';

// `from`: where a protected route sent the visitor; checked for being a path of this site before use
const searchSchema = v.object({ from: v.optional(v.string()) });

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { from } = Route.useSearch();
  usePageTitle('Anmelden');
  return (
    <section className="page page-narrow">
      <h1>Anmelden</h1>
      <LoginForm from={from} />
    </section>
  );
}
