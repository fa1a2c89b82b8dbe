import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { authQueries, useSession } from '../features/auth/auth.queries';
import { licenceQueries } from '../features/licences/licences.queries';
import { OrderWizard } from '../features/order/components/order-wizard';
import { orderQueries } from '../features/order/order.queries';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';
import { searchInt, searchOneOf } from '../lib/search-params';

// the router hands over ?licenseId=3&renew=1 already JSON-parsed; anything else counts as absent
type OrderSearch = { licenseId?: number; renew?: 1; step?: 'checkOrderData' | 'orderSuccess' };
const readSearch = (search: Record<string, unknown>): OrderSearch => ({
  licenseId: typeof search.licenseId === 'number' ? searchInt(search.licenseId) : undefined,
  renew: searchOneOf(search.renew, [1] as const),
  step: searchOneOf(search.step, ['checkOrderData', 'orderSuccess'] as const),
});

/**
 * /order (see docs/licences-and-orders.md#order-wizard): protected, a guest goes to /signup; without a licence on offer
 * the licence overview. The server is asked when nothing is stored, as on /account.
 */
export const Route = createFileRoute('/order')({
  validateSearch: readSearch,
  beforeLoad: async ({ search, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ?? (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/signup' });
    if (!search.licenseId) throw redirect({ to: '/lizenzen' });
    return { accountId: me.id };
  },
  loaderDeps: ({ search }) => ({ licenseId: search.licenseId }),
  loader: async ({ context: { queryClient, accountId }, deps }) => {
    const [licences] = await Promise.all([
      queryClient.ensureQueryData(licenceQueries.list()),
      queryClient.ensureQueryData(authQueries.currentOrder()),
      queryClient.ensureQueryData(orderQueries.organizations(accountId)),
    ]);
    if (!licences.some((l) => l.id === deps.licenseId)) throw redirect({ to: '/lizenzen' });
  },
  component: OrderPage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, 'Lizenz bestellen'),
});

function OrderPage() {
  const { licenseId, renew, step } = Route.useSearch();
  const { accountId } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const licence = useSuspenseQuery(licenceQueries.list()).data.find((l) => l.id === licenseId);
  const signedIn = useSession() !== null;
  // a logout while ordering leaves the page, like the account pages do
  if (!signedIn) return <Navigate to="/signup" />;
  if (!licence) return <Navigate to="/lizenzen" />;
  return (
    <section className="page">
      <OrderWizard
        // another licence starts another order
        key={licence.id}
        accountId={accountId}
        licence={licence}
        renew={renew === 1}
        step={step}
        onStep={(next) => void navigate({ search: (prev) => ({ ...prev, step: next }) })}
      />
    </section>
  );
}
