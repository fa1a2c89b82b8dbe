import { useQuery } from '@tanstack/react-query';
import { roleOf } from '../../../shared/domain/account-menu';
import { licenceGroup, type LicenceGroup } from '../../../shared/domain/pricing';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { texts } from '../../../shared/domain/texts';
import { authQueries, useAccount } from '../../auth/auth.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { cardAction, highlightedIds } from '../licence-card';
import { licenceQueries } from '../licences.queries';
import { LicenceCard } from './licence-card';
import '../licences.css';

const groups: { group: LicenceGroup; label: string }[] = [
  { group: 'yearly', label: licenceTexts.yearlyLicences },
  { group: 'monthly', label: licenceTexts.monthlyLicences },
];

/**
 * /lizenzen (see docs/licences-and-orders.md#licence-overview): the yearly or monthly licences as cards, with the
 * user's own licence marked.
 */
export function LicenceOverview({ group, onGroupChange }: { group: LicenceGroup; onGroupChange: (group: LicenceGroup) => void }) {
  const licences = useQuery(licenceQueries.list());
  // the content options only decorate the cards: without them there is no highlight and no more-info link
  const options = useQuery(cmsQueries.options()).data;
  const user = useAccount();
  // users without an organisation count as owners (see docs/roles-and-rights.md#organisation-roles)
  const isOwner = !user.organization || roleOf(user) === 'OWNER';
  const waiting = useQuery({ ...authQueries.waitingOrders(), enabled: !!user.account && isOwner }).data;
  const waitingIds = new Set((waiting ?? []).map((o) => o.licenseId));
  const highlighted = highlightedIds(options?.highlighted_licenses);
  const moreInfo = new Map((options?.licenses_links ?? []).map((l) => [l.license_id, l.link?.post_name || null]));
  const shown = (licences.data ?? []).filter((l) => l.visible && licenceGroup(l.lifetime) === group);

  return (
    <section className="licence-overview">
      <h1>{texts.licencesPageTitle}</h1>
      <div className="licence-toggle" role="group" aria-label="Laufzeit">
        {groups.map((g) => (
          <button key={g.group} type="button" className="button" aria-pressed={group === g.group} onClick={() => onGroupChange(g.group)}>
            {g.label}
          </button>
        ))}
      </div>
      {licences.isError && (
        <p className="form-error" role="alert">
          {texts.somethingWentWrong}
        </p>
      )}
      {/* an empty list shows nothing (see docs/licences-and-orders.md#licence-overview) */}
      {shown.length > 0 && (
        <>
          <div className="licence-cards">
            {shown.map((licence) => (
              <LicenceCard
                key={licence.id}
                licence={licence}
                action={cardAction(licence.id, user.currentOrder, isOwner, waitingIds)}
                highlighted={highlighted.has(licence.id)}
                moreInfoSlug={moreInfo.get(licence.id) ?? null}
              />
            ))}
          </div>
          <p className="licence-footnote">{licenceTexts.priceFootnote}</p>
        </>
      )}
    </section>
  );
}
