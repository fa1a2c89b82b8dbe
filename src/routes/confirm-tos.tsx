import { createFileRoute } from '@tanstack/react-router';
import { ConfirmTosForm } from '../features/auth/components/confirm-tos-form';
import { searchText } from '../lib/search-params';
import { pageHead } from '../ui/page-head';

const readSearch = (search: Record<string, unknown>): { access_token?: string } => ({ access_token: searchText(search.access_token, 4000, { raw: true }) });

export const Route = createFileRoute('/confirm-tos')({
  validateSearch: readSearch,
  component: ConfirmTosPage,
  head: ({ match }) => pageHead(match, 'AGB bestätigen'),
});

function ConfirmTosPage() {
  const { access_token } = Route.useSearch();
  return (
    <section className="page page-narrow">
      <h1>AGB bestätigen</h1>
      <ConfirmTosForm accessToken={access_token ?? ''} />
    </section>
  );
}
