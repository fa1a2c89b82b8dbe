import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../../lib/client-state';
import { accountMenuEntries } from '../../../shared/domain/account-menu';
import { licenceStatus } from '../../../shared/domain/licence-status';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import '../account.css';

/**
 * The account navigation bar (part 1 §2 "Home, logged in", part 2 §2): the account's pages and what
 * the access is worth now. Hidden for external users (part 1 §6).
 */
export function AccountNavBar() {
  const user = useAtomValue(userAtom);
  const path = useRouterState({ select: (state) => state.location.pathname });
  if (!user.account || user.account.isExternalUser) return null;
  // the same links as the flyout, without its renewal hint
  const links = accountMenuEntries(user).filter((entry) => !entry.warning);
  const status = licenceStatus(user);
  return (
    <nav className="account-nav-bar" aria-label="Mein Konto">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <AppLink href={link.href} aria-current={path === link.href ? 'page' : undefined}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
      {status && (
        <p className={`account-nav-bar__status account-nav-bar__status--${status.state}`} title={status.until && texts.validUntilLabel}>
          <strong>{status.name}</strong> {status.text}
        </p>
      )}
    </nav>
  );
}
