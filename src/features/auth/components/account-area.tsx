import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountMenuEntries } from '../../../shared/domain/account-menu';
import { displayEmail, displayName } from '../../../shared/domain/account-display';
import { hasValidLicence, licenceHolderOf } from '../../../shared/domain/rights';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import { Flyout } from '../../../ui/flyout';
import { cmsQueries } from '../../cms/cms.queries';
import { useAccount, useSession } from '../auth.queries';
import { useLogout } from '../use-logout';
import './account-area.css';

/** The header's right side: login link and trial call-to-action for guests, the account flyout once logged in. */
export function AccountArea() {
  const isAuthenticated = useSession() !== null;
  return isAuthenticated ? <AccountFlyout /> : <GuestLinks />;
}

function GuestLinks() {
  // the call-to-action's text and target come from the CMS options; the spec's text if they are missing
  const { data: options } = useQuery(cmsQueries.options());
  const cta = options?.header_cta;
  const ctaText = cta?.text || texts.trialCta;
  return (
    <div className="guest-links">
      <Link to="/login" className="header-login">
        Anmelden
      </Link>
      {cta?.url ? (
        <AppLink href={cta.url} className="button button-cta">
          {ctaText}
        </AppLink>
      ) : (
        <Link to="/signup" className="button button-cta">
          {ctaText}
        </Link>
      )}
    </div>
  );
}

function AccountFlyout() {
  const user = useAccount();
  const logout = useLogout();
  const account = user.account;
  const name = displayName(account);
  const entries = accountMenuEntries(user);
  // a device handed to a class is set up by someone whose licence runs
  const licensed = hasValidLicence(
    licenceHolderOf({ accountId: account?.id ?? null, currentOrder: user.currentOrder, members: user.organization?.members ?? null }),
  );

  return (
    <Flyout
      className="account-flyout"
      align="right"
      trigger={
        <>
          <span className="account-avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="account-name">{name}</span>
        </>
      }
    >
      {/* who is logged in: a generated single-sign-on address reads "Externer SSO-Account" (docs/accounts.md#single-sign-on) */}
      <p className="flyout-account">{displayEmail(account?.email)}</p>
      <ul className="flyout-list">
        {entries.map((entry) => (
          <li key={entry.to + entry.label}>
            <Link to={entry.to} activeOptions={{ exact: true, includeSearch: false }} className={entry.warning ? 'flyout-warning' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
        {licensed && (
          <li>
            <Link to="/klassen-tablet/einrichten">Klassen-Tablet einrichten</Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="flyout-logout"
            onClick={() => void logout()}
          >
            Abmelden
          </button>
        </li>
      </ul>
    </Flyout>
  );
}
