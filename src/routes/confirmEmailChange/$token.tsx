import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { EmailChangeConfirmation } from '../../features/account/components/email-change-confirmation';
import { loadAccount } from '../../features/auth/load-account';
import { authAtom } from '../../lib/client-state';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/confirmEmailChange/$token')({ component: ConfirmEmailChangePage });

function ConfirmEmailChangePage() {
  const { token } = Route.useParams();
  const queryClient = useQueryClient();
  const store = useStore();
  usePageTitle('E-Mail-Adresse bestätigen');
  // a logged-in browser shows the new address at once
  const refreshAccount = () => {
    if (store.get(authAtom).isAuthenticated) loadAccount(queryClient, store).catch(() => {});
  };
  return (
    <section className="page page-narrow">
      <h1>E-Mail-Adresse bestätigen</h1>
      <EmailChangeConfirmation token={token} onChanged={refreshAccount} />
    </section>
  );
}
