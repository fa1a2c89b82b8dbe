import { durationLabel, formatEuroCents, seatsLabel, type OrderTotals } from '../../../shared/domain/pricing';
import type { License, Organization } from '../../../shared/schemas/licences';
import { institutionTypeLabels } from '../../../shared/schemas/orders';
import { isAddressFilled } from '../../../shared/schemas/profile';
import { AddressSummary } from '../../../ui/address-summary';
import '../order.css';

const typeLabel = (type: Organization['type']) => (type === 'SINGLE_USER' ? 'Einzelperson' : institutionTypeLabels[type]);
const berlinDate = (iso: string) => new Date(iso).toLocaleDateString('de-DE', { timeZone: 'Europe/Berlin' });

type Props = { licence: License; organization: Organization; comment: string; validFrom: string | undefined; totals: OrderTotals };

/**
 * What is being ordered, for whom, and what it costs (see docs/licences-and-orders.md#vat); totals as the server stores
 * them.
 */
export function OrderSummary({ licence, organization, comment, validFrom, totals }: Props) {
  return (
    <div className="order-summary">
      <section aria-labelledby="order-licence">
        <h3 id="order-licence">Lizenz</h3>
        <p>
          <strong>{licence.name}</strong>
          <br />
          {durationLabel(licence.lifetime)}, {seatsLabel(licence)}
          {validFrom && (
            <>
              <br />
              Die neue Laufzeit beginnt am {berlinDate(validFrom)}.
            </>
          )}
        </p>
      </section>
      <section aria-labelledby="order-organization">
        <h3 id="order-organization">Einrichtung</h3>
        <p>
          <strong>{organization.name}</strong> ({typeLabel(organization.type)})
        </p>
        <h4>Adresse</h4>
        <AddressSummary address={organization.address} />
        <h4>Rechnungsadresse</h4>
        {isAddressFilled(organization.billingAddress as Record<string, string>) ? (
          <AddressSummary address={organization.billingAddress} />
        ) : (
          <p className="address-summary">Wie die Adresse</p>
        )}
        {comment && (
          <>
            <h4>Kommentar</h4>
            <p className="order-comment">{comment}</p>
          </>
        )}
      </section>
      <section aria-labelledby="order-totals">
        <h3 id="order-totals">Preis</h3>
        <dl className="order-totals">
          <dt>Nettobetrag</dt>
          <dd>{formatEuroCents(totals.net)}</dd>
          <dt>MwSt. ({totals.vatPercent} %)</dt>
          <dd>{formatEuroCents(totals.vat)}</dd>
          {totals.discountPercent > 0 && (
            <>
              <dt>Rabatt ({totals.discountPercent} %)</dt>
              <dd>− {formatEuroCents(totals.discount)}</dd>
            </>
          )}
          <dt className="order-totals__total">Gesamtbetrag</dt>
          <dd className="order-totals__total">{formatEuroCents(totals.total)}</dd>
        </dl>
      </section>
    </div>
  );
}
