import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { germanDate } from '../../../shared/domain/german-date';
import { licencePageStatus, type LicencePageStatus } from '../../../shared/domain/licence-status';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import type { CurrentOrder } from '../../../shared/schemas/licences';
import { authQueries } from '../../auth/auth.queries';

/** The status line: a link where the owner can act on it (renew, convert), plain text otherwise. */
function StatusLine({ status, licenseId }: { status: LicencePageStatus; licenseId: number }) {
  const className = `licence-status licence-status--${status.state}`;
  if (status.link === 'renew') {
    return (
      <p className={className}>
        <Link to="/order" search={{ licenseId, renew: 1 }}>
          {status.text}
        </Link>
      </p>
    );
  }
  if (status.link === 'licences') {
    return (
      <p className={className}>
        <Link to="/lizenzen">{status.text}</Link>
      </p>
    );
  }
  return <p className={className}>{status.text}</p>;
}

/**
 * The licence of the current order (see docs/licences-and-orders.md#my-licence): its name, term end and status; owners
 * also get the renewal button of a renewable order. The licence itself gives the name and the lifetime that
 * decides between renewing and converting (a monthly licence).
 */
export function LicenceSummary({ order, isOwner }: { order: CurrentOrder; isOwner: boolean }) {
  const licence = useQuery(authQueries.license(order.licenseId)).data;
  const status = licencePageStatus({ order, isOwner, lifetime: licence?.lifetime ?? null });
  return (
    <section className="licence-card" aria-labelledby="licence-name">
      <h2 id="licence-name">{licence?.name || order.licenseName}</h2>
      {order.validUntil && (
        <p>
          {licenceTexts.rentalUntilLabel} {germanDate(order.validUntil)}
        </p>
      )}
      {status && <StatusLine status={status} licenseId={order.licenseId} />}
      {isOwner && order.isRenewable && (
        <Link to="/order" search={{ licenseId: order.licenseId, renew: 1 }} className="button">
          Lizenz verlängern
        </Link>
      )}
    </section>
  );
}
