import { createFileRoute, redirect } from '@tanstack/react-router';

// the old address of the webinar page (part 1 §2 route table)
export const Route = createFileRoute('/kostenlose-webinare')({
  beforeLoad: () => {
    throw redirect({ to: '/$slug', params: { slug: 'kostenlose-online-fortbildungen' }, replace: true });
  },
});
