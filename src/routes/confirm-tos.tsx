import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmTosForm } from '../features/auth/components/confirm-tos-form';
import { usePageTitle } from '../ui/use-page-title';

const searchSchema = v.object({ access_token: v.optional(v.string(), '') });

export const Route = createFileRoute('/confirm-tos')({ validateSearch: searchSchema, component: ConfirmTosPage });

function ConfirmTosPage() {
  const { access_token } = Route.useSearch();
  usePageTitle('AGB bestätigen');
  return (
    <section className="page page-narrow">
      <h1>AGB bestätigen</h1>
      <ConfirmTosForm accessToken={access_token} />
    </section>
  );
}
