import { Link } from '@tanstack/react-router';
import { germanDate } from '../../../shared/domain/german-date';
import { licencePageView } from '../../../shared/domain/licence-status';
import { roleOf } from '../../../shared/domain/account-menu';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { storyTexts } from '../../../shared/domain/story-texts';
import { useAccount } from '../../auth/auth.queries';
import { LicenceSummary } from './licence-summary';
import { MemberAdministration } from './member-administration';
import '../administration.css';

const EXTERNAL_HINT = 'Ihre Lizenz wird über Ihren Zugang verwaltet. Bei Fragen wenden Sie sich bitte an unseren Kundenservice.';
const ASK_ADMINISTRATOR = 'Bitte wenden Sie sich zur Verlängerung an die Administratorin oder den Administrator Ihrer Einrichtung.';
const ASK_LIBRARY = 'Bitte wenden Sie sich zur Verlängerung an Ihre Bibliothek.';

/**
 * "Meine Lizenz" as each role sees it (see docs/licences-and-orders.md#my-licence): external users a customer-service
 * hint; rental users the end of their lending access; users the licence and whom to ask; owners (and users without an
 * organisation) the licence with its renewal and, with more than one seat, the user administration.
 */
export function LicencePage() {
  const user = useAccount();
  const { account, currentOrder: order } = user;
  if (!account) return null;

  const view = licencePageView(user);
  if (view === 'external') return <p className="licence-hint">{EXTERNAL_HINT}</p>;
  if (view === 'noLicence' || !order) {
    // the account menu hides this page without a licence, but a bookmark or an old link still leads
    // here: a shop answers with the way to a licence rather than with a 404
    return (
      <div className="licence-card">
        <p>Sie haben zurzeit keine Lizenz.</p>
        <Link to="/lizenzen" className="button">
          {storyTexts.showLicences}
        </Link>
      </div>
    );
  }
  if (view === 'rentalUser') {
    const until = user.organization?.members.find((m) => m.userId === account.id)?.rentalUntil;
    return (
      <section className="licence-card" aria-labelledby="rental-access">
        <h2 id="rental-access">{licenceTexts.rentalAccess}</h2>
        {until && (
          <p>
            {licenceTexts.rentalUntilLabel} {germanDate(until)}
          </p>
        )}
        <p className="licence-hint">{ASK_LIBRARY}</p>
      </section>
    );
  }
  if (view === 'user') {
    return (
      <>
        <LicenceSummary order={order} isOwner={false} />
        <p className="licence-hint">{ASK_ADMINISTRATOR}</p>
      </>
    );
  }
  return (
    <>
      <LicenceSummary order={order} isOwner />
      {/* only members may read the organisation's list: a user without one (an order not active yet) has nobody to manage */}
      {order.maxUsers > 1 && roleOf(user) === 'OWNER' && (
        <MemberAdministration kind="licence" heading="Nutzerverwaltung" caption="Nutzer der Lizenz" inviteLabel="Nutzer einladen" order={order} accountId={account.id} />
      )}
    </>
  );
}
