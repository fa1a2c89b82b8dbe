import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { classResultsQueries } from '../features/class-results/class-results.queries';
import { CodeResults } from '../features/class-results/components/code-results';
import { dbIdString } from '../shared/schemas/db-id';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/auswertung/$codeId')({
  beforeLoad: ({ params }) => {
    if (!v.is(dbIdString, params.codeId)) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) => void queryClient.prefetchQuery(classResultsQueries.code(Number(params.codeId))),
  head: ({ match }) => pageHead(match, 'Auswertung'),
  component: CodeResultsRoute,
  pendingComponent: PagePending,
});

function CodeResultsRoute() {
  const { codeId } = Route.useParams();
  return <CodeResults codeId={Number(codeId)} />;
}
