import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmTosForm } from '../features/auth/components/confirm-tos-form';
import { pageHead } from '../ui/page-head';

const searchSchema = v.object({ access_token: v.optional(v.string(), '') });

export const Route = createFileRoute('/confirm-tos')({
  validateSearch: searchSchema,
  component: ConfirmTosPage,
  head: ({ match }) => pageHead(match, 'AGB bestätigen'),
});

function ConfirmTosPage() {
  const { access_token } = Route.useSearch();
  return (
    <section className="page page-narrow">
      <h1>AGB bestätigen</h1>
      <ConfirmTosForm accessToken={access_token} />
    </section>
  );
}
