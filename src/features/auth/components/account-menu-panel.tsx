import { Link } from '@tanstack/react-router';
import { accountMenuEntries } from '../../../shared/domain/account-menu';
import { displayEmail } from '../../../shared/domain/account-display';
import { hasValidLicence, licenceHolderOf } from '../../../shared/domain/rights';
import { useAccount } from '../auth.queries';
import { useLogout } from '../use-logout';

/**
 * The account flyout's panel: who is logged in, the menu's links and "Abmelden". Its own chunk, loaded by
 * account-area.tsx only for a signed-in user: a guest's first load carries neither the menu rules nor the logout.
 */
export default function AccountMenuPanel() {
  const user = useAccount();
  const logout = useLogout();
  const account = user.account;
  const entries = accountMenuEntries(user);
  // a device handed to a class is set up by someone whose licence runs
  const licensed = hasValidLicence(
    licenceHolderOf({ accountId: account?.id ?? null, currentOrder: user.currentOrder, members: user.organization?.members ?? null }),
  );

  return (
    <>
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
    </>
  );
}
