import { Link } from '@tanstack/react-router';
import { accountMenuEntries } from '../../../shared/domain/account-menu';
import { licenceStatus } from '../../../shared/domain/licence-status';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { useAccount } from '../../auth/auth.queries';
import '../account.css';

/**
 * The account navigation bar (see docs/interface.md#account-bar): the account's pages and what
 * the access is worth now. Hidden for external users (see docs/roles-and-rights.md#external-users).
 */
export function AccountNavBar() {
  const user = useAccount();
  if (!user.account || user.account.isExternalUser) return null;
  // the same links as the flyout, without its renewal hint and the admins' page
  const links = accountMenuEntries(user).filter((entry) => !entry.warning && !entry.flyoutOnly);
  const status = licenceStatus(user);
  return (
    <nav className="account-nav-bar" aria-label="Mein Konto">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {/* the router marks the page shown with aria-current (the path alone: a Merkliste page is the Merkliste) */}
            <Link to={link.to} activeOptions={{ exact: true, includeSearch: false }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      {status && (
        <p className={`account-nav-bar__status account-nav-bar__status--${status.state}`} title={status.until && licenceTexts.validUntilLabel}>
          <strong>{status.name}</strong> {status.text}
        </p>
      )}
    </nav>
  );
}
