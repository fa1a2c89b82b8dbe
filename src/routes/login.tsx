import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../features/auth/components/login-form';
import { texts } from '../shared/domain/texts';
import { pageHead } from '../ui/page-head';
import { searchText } from '../lib/search-params';

// `from`: where a protected route sent the visitor; checked for being a path of this site before use.
// `sso=failed`: the single sign-on's callback came back without a login.
const readSearch = (search: Record<string, unknown>): { from?: string; sso?: string } => ({
  from: searchText(search.from, 2000, { raw: true }),
  sso: searchText(search.sso, 200, { raw: true }),
});

export const Route = createFileRoute('/login')({
  validateSearch: readSearch,
  component: LoginPage,
  head: ({ match }) => pageHead(match, 'Anmelden'),
});

function LoginPage() {
  const { from, sso } = Route.useSearch();
  return (
    <section className="page page-narrow">
      <h1>Anmelden</h1>
      {sso === 'failed' && (
        <p className="form-error" role="alert">
          {texts.ssoFailed}
        </p>
      )}
      <LoginForm from={from} />
    </section>
  );
}
