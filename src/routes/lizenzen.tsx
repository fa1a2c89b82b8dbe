import { createFileRoute } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { LicenceOverview } from '../features/licences/components/licence-overview';
import { licenceQueries } from '../features/licences/licences.queries';
import { texts } from '../shared/domain/texts';
import { isOffline } from '../ui/error-pages';
import { publicHead } from '../ui/page-head';
import { searchOneOf } from '../lib/search-params';

// yearly is the default (see docs/licences-and-orders.md#licence-overview) and stays out of the URL; a bad value shows
// the default
const readSearch = (search: Record<string, unknown>): { laufzeit?: 'jahr' | 'monat' } => ({ laufzeit: searchOneOf(search.laufzeit, ['jahr', 'monat'] as const) });

export const Route = createFileRoute('/lizenzen')({
  validateSearch: readSearch,
  // a failed list is the page's to show (see docs/licences-and-orders.md#licence-overview), not the error page, except
  // a list neither the device nor Lesefunke has: the offline page with its retry, as every page never seen; the
  // content options only decorate
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(cmsQueries.options());
    await queryClient.ensureQueryData(licenceQueries.list()).catch((error: unknown) => {
      if (isOffline(error)) throw error;
    });
  },
  component: LicencesPage,
  // the duration is a view of the same licences: one address
  head: ({ match }) =>
    publicHead(match, { title: texts.licencesPageTitle, description: 'Die Lizenzen von Lesefunke für Lehrkräfte, Kollegien, Schulen und Bibliotheken im Überblick, jährlich oder monatlich.', path: '/lizenzen' }),
});

function LicencesPage() {
  const { laufzeit } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LicenceOverview
      group={laufzeit === 'monat' ? 'monthly' : 'yearly'}
      onGroupChange={(group) => void navigate({ search: { laufzeit: group === 'monthly' ? 'monat' : undefined }, replace: true })}
    />
  );
}
