import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { germanDate } from '../../../shared/domain/german-date';
import { licencePageStatus, type LicencePageStatus } from '../../../shared/domain/licence-status';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import type { CurrentOrder } from '../../../shared/schemas/licences';
import type { Order } from '../../../shared/schemas/orders';
import { formatEuroCents } from '../../../shared/domain/pricing';
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
  const waiting = useQuery({ ...authQueries.waitingOrders(), enabled: isOwner }).data ?? [];
  // a renewal ordered beside the running licence: it is shown, and not offered a second time
  const renewalOrdered = order.active && waiting.some((w) => w.licenseId === order.licenseId && w.id !== order.id);
  const status = licencePageStatus({ order, isOwner, lifetime: licence?.lifetime ?? null });
  return (
    <>
      <section className="licence-card" aria-labelledby="licence-name">
        <h2 id="licence-name">{licence?.name || order.licenseName}</h2>
        {order.validUntil && (
          <p>
            {licenceTexts.rentalUntilLabel} {germanDate(order.validUntil)}
          </p>
        )}
        {renewalOrdered ? <p className="licence-status">{licenceTexts.renewalOrdered}</p> : status && <StatusLine status={status} licenseId={order.licenseId} />}
        {isOwner && order.isRenewable && !renewalOrdered && (
          <Link to="/order" search={{ licenseId: order.licenseId, renew: 1 }} className="button">
            Lizenz verlängern
          </Link>
        )}
      </section>
      {/* every order still waiting, not only the newest: the current order shows one of them at most */}
      {waiting.length > 0 && <WaitingOrders orders={waiting} />}
    </>
  );
}

function WaitingOrders({ orders }: { orders: Order[] }) {
  return (
    <section className="licence-card" aria-labelledby="waiting-orders">
      <h2 id="waiting-orders">{licenceTexts.waitingOrdersTitle}</h2>
      <ul>
        {orders.map((o) => (
          <li key={o.id}>
            {o.licenseName}, bestellt am {germanDate(o.createdAt)}
            {o.validFrom && <>, Laufzeit ab {germanDate(o.validFrom)}</>}: {formatEuroCents(o.totals.total)}
          </li>
        ))}
      </ul>
      <p className="licence-hint">{licenceTexts.waitingOrdersHint}</p>
    </section>
  );
}
