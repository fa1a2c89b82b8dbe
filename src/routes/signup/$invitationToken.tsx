import { createFileRoute } from '@tanstack/react-router';
import { InvitationLanding } from '../../features/auth/components/invitation-landing';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/signup/$invitationToken')({ component: InvitationPage });

function InvitationPage() {
  const { invitationToken } = Route.useParams();
  usePageTitle('Konto erstellen');
  return (
    <section className="page page-narrow">
      <h1>Konto erstellen</h1>
      <InvitationLanding token={invitationToken} />
    </section>
  );
}
