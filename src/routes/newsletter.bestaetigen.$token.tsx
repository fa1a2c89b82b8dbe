import { createFileRoute } from '@tanstack/react-router';
import { NewsletterConfirm } from '../features/newsletter/components/newsletter-confirm';
import { pageHead } from '../ui/page-head';

// the link of the double opt-in e-mail (src/server/services/newsletter.ts)
export const Route = createFileRoute('/newsletter/bestaetigen/$token')({
  component: ConfirmPage,
  head: ({ match }) => pageHead(match, 'Newsletter-Anmeldung'),
});

function ConfirmPage() {
  return <NewsletterConfirm token={Route.useParams().token} />;
}
