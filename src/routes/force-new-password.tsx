import { createFileRoute, redirect, useLocation } from '@tanstack/react-router';
import { ForceNewPasswordRequest } from '../features/auth/components/forced-password-forms';
import { pageHead } from '../ui/page-head';

export const Route = createFileRoute('/force-new-password')({
  // the e-mail comes from the refused login in navigation state; without it there is nothing to do (see
  // docs/accounts.md#forced-new-password)
  beforeLoad: ({ location }) => {
    if (!location.state.email) throw redirect({ to: '/login' });
  },
  component: ForceNewPasswordPage,
  head: ({ match }) => pageHead(match, 'Neues Passwort'),
});

function ForceNewPasswordPage() {
  const email = useLocation({ select: (location) => location.state.email }) ?? '';
  return (
    <section className="page page-narrow">
      <h1>Neues Passwort</h1>
      <ForceNewPasswordRequest email={email} />
    </section>
  );
}
