import { createFileRoute } from '@tanstack/react-router';
import { classResultsQueries } from '../features/class-results/class-results.queries';
import { ResultsOverview } from '../features/class-results/components/results-overview';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/auswertung/')({
  // loads alongside: the page stands at once and, offline, shows what it stored or says why it cannot
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(classResultsQueries.overview()),
  head: ({ match }) => pageHead(match, 'Auswertung'),
  component: ResultsOverview,
  pendingComponent: PagePending,
});
