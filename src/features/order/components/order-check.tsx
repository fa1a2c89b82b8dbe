import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { orderTotals, vatCountry, vatRate } from '../../../shared/domain/pricing';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import { serviceContact, telHref } from '../../../shared/domain/service-contact';
import { cmsQueries } from '../../cms/cms.queries';
import type { License, Organization } from '../../../shared/schemas/licences';
import { isPromoUnredeemed, orderErrorText, promoOutcome } from '../order-rules';
import { usePlaceOrder } from '../order.mutations';
import { orderQueries } from '../order.queries';
import { OrderSummary } from './order-summary';
import { PromoCodeForm } from './promo-code-form';
import '../order.css';

type Props = {
  licence: License;
  organization: Organization;
  comment: string;
  /** Set on a renewal whose current term is still running (see docs/licences-and-orders.md#order-wizard). */
  validFrom: string | undefined;
  /** Absent when step one was skipped: there is nothing to go back to. */
  onBack?: () => void;
  onOrdered: () => void;
};

/**
 * Step two, "Bestellung prüfen" (see docs/licences-and-orders.md#order-wizard): the order with its totals, a promo
 * code, the terms and the buy button.
 */
export function OrderCheck({ licence, organization, comment, validFrom, onBack, onOrdered }: Props) {
  const tosId = useId();
  const [typed, setTyped] = useState('');
  const [notRedeemed, setNotRedeemed] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const promo = useQuery({ ...orderQueries.promoCheck(code ?? '', licence.id), enabled: code !== null });
  const outcome = code === null || promo.isFetching ? null : promoOutcome(promo.data, promo.isError);
  const discountPercent = outcome && 'discountPercent' in outcome ? outcome.discountPercent : 0;
  // VAT follows the billing country, else the address's (see docs/licences-and-orders.md#vat): the figures the server
  // will store
  const totals = orderTotals(licence.netPrice, vatRate(vatCountry(organization.billingAddress, organization.address)), discountPercent);
  const [tos, setTos] = useState(false);
  const [tosTouched, setTosTouched] = useState(false);
  const place = usePlaceOrder();
  const contact = serviceContact(useQuery(cmsQueries.options()).data);

  const redeem = (typed: string) => {
    // the same code again is asked again: it may have expired meanwhile
    if (typed === code) void promo.refetch();
    else setCode(typed);
  };

  const buy = () => {
    if (!organization.id) return console.error('Bestellung ohne Organisation nicht gesendet');
    if (isPromoUnredeemed(typed, code)) {
      setNotRedeemed(true);
      return redeem(typed.trim());
    }
    setNotRedeemed(false);
    place.mutate(
      { licenseId: licence.id, organizationId: organization.id, comment, promocode: discountPercent > 0 && code ? code : '', validFrom },
      { onSuccess: onOrdered },
    );
  };

  return (
    <div className="order-check">
      <OrderSummary licence={licence} organization={organization} comment={comment} validFrom={validFrom} totals={totals} />
      <PromoCodeForm
        code={typed}
        onCode={(value) => {
          setTyped(value);
          setNotRedeemed(false);
        }}
        outcome={outcome}
        checking={promo.isFetching}
        onRedeem={(value) => {
          setNotRedeemed(false);
          redeem(value);
        }}
      />
      <div className="field field-checkbox">
        <div>
          <input
            id={tosId}
            type="checkbox"
            checked={tos}
            aria-invalid={tosTouched && !tos}
            aria-describedby={tosTouched && !tos ? `${tosId}-error` : undefined}
            onChange={(event) => {
              setTos(event.target.checked);
              setTosTouched(true);
            }}
          />{' '}
          {/* the terms open beside the order, so the wizard's entries stay where they are */}
          <label htmlFor={tosId}>
            Ich stimme den{' '}
            <a href="/agb" target="_blank" rel="noopener">
              AGB
            </a>{' '}
            zu.
          </label>
        </div>
        {tosTouched && !tos && (
          <p id={`${tosId}-error`} className="field-error">
            {licenceTexts.orderTosRequired}
          </p>
        )}
      </div>
      {notRedeemed && (
        <p className="form-error" role="alert">
          {licenceTexts.promoNotRedeemed}
        </p>
      )}
      {place.isError && (
        <p className="form-error" role="alert">
          {orderErrorText(place.error)}
        </p>
      )}
      <div className="button-row">
        {onBack && (
          <button type="button" className="button button-secondary" onClick={onBack}>
            Zurück
          </button>
        )}
        {/* disabled until the terms are ticked (docs/licences-and-orders.md#order-wizard); the box says why once unticked again */}
        <button type="button" className="button" disabled={!tos || place.isPending || promo.isFetching} onClick={buy}>
          Jetzt kostenpflichtig bestellen
        </button>
      </div>
      {contact && (
        <p className="order-hotline">
          Fragen zur Bestellung? Service-Hotline: <a href={telHref(contact.phone)}>{contact.phone}</a>
          {contact.hours && <> ({contact.hours})</>}
        </p>
      )}
    </div>
  );
}
