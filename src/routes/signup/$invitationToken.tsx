import { createFileRoute } from '@tanstack/react-router';
import { InvitationLanding } from '../../features/auth/components/invitation-landing';
import { pageHead } from '../../ui/page-head';

export const Route = createFileRoute('/signup/$invitationToken')({
  component: InvitationPage,
  head: ({ match }) => pageHead(match, 'Konto erstellen'),
});

function InvitationPage() {
  const { invitationToken } = Route.useParams();
  return (
    <section className="page page-narrow">
      <h1>Konto erstellen</h1>
      <InvitationLanding token={invitationToken} />
    </section>
  );
}
