import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { displayName } from '../../../shared/domain/account-display';
import { texts } from '../../../shared/domain/texts';
import { AppLink } from '../../../ui/app-link';
import { Flyout } from '../../../ui/flyout';
import { cmsQueries } from '../../cms/cms.queries';
import { useAccount, useSession } from '../auth.queries';
import './account-area.css';

// the menu's rules and the logout: a guest's first load needs neither (account-menu-panel.tsx)
const AccountMenuPanel = lazy(() => import('./account-menu-panel'));

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
  const name = displayName(useAccount().account);
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
      {/* the panel is hidden until opened: nothing to show while its chunk loads */}
      <Suspense fallback={null}>
        <AccountMenuPanel />
      </Suspense>
    </Flyout>
  );
}
