import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import type { License } from '../../../shared/schemas/licences';
import { authQueries, isOrder } from '../../auth/auth.queries';
import { editableOrganization, renewalValidFrom, shownStep, skipsDataStep, type OrderStep, type StepParam } from '../order-rules';
import { orderQueries } from '../order.queries';
import { OrderCheck } from './order-check';
import { OrderDataForm } from './order-data-form';
import { OrderProgress } from './order-progress';
import '../order.css';

const titles: Record<OrderStep, string> = {
  orderDataForm: licenceTexts.orderStepData,
  checkOrderData: licenceTexts.orderStepCheck,
  orderSuccess: licenceTexts.orderStepDone,
};

type Props = {
  accountId: number;
  licence: License;
  renew: boolean;
  /** The step the URL asks for; the wizard shows it only when its data is there. */
  step: StepParam | undefined;
  onStep: (step: StepParam | undefined) => void;
};

/**
 * The order wizard (see docs/licences-and-orders.md#order-wizard): orderDataForm → checkOrderData → orderSuccess. Its
 * state lives in this component only, so leaving /order (or choosing another licence) starts the next order afresh.
 */
export function OrderWizard({ accountId, licence, renew, step, onStep }: Props) {
  const { data: owned } = useSuspenseQuery(orderQueries.organizations(accountId));
  const order = useSuspenseQuery(authQueries.currentOrder()).data;
  const currentOrder = isOrder(order) ? order : null;
  const [saved, setSaved] = useState<{ organizationId: number | null; comment: string }>({ organizationId: null, comment: '' });
  const [ordered, setOrdered] = useState(false);

  const renewed = renew ? (owned.find((o) => o.id === currentOrder?.organizationId) ?? null) : null;
  const skipped = skipsDataStep(renew, renewed);
  const organizationId = saved.organizationId ?? (skipped ? renewed!.id : null);
  const shown = shownStep({ requested: step, ordered, organizationId, skipped });
  const organization = owned.find((o) => o.id === organizationId) ?? null;
  const edited = organization ?? editableOrganization(owned, currentOrder?.organizationId ?? null);

  // a new step is announced: focus moves to its heading (not on arrival, where the page starts)
  const heading = useRef<HTMLHeadingElement>(null);
  const announced = useRef(shown);
  useEffect(() => {
    if (announced.current === shown) return;
    announced.current = shown;
    heading.current?.focus();
  }, [shown]);

  return (
    <section className="order-wizard">
      <h1>Lizenz bestellen</h1>
      <OrderProgress step={shown} />
      <h2 ref={heading} tabIndex={-1} className="order-step-title">
        {titles[shown]}
      </h2>
      {shown === 'orderDataForm' && (
        <OrderDataForm
          ownerId={accountId}
          licenceKind={licence.kind}
          organization={edited}
          comment={saved.comment}
          onSaved={(organization, comment) => {
            setSaved({ organizationId: organization.id, comment });
            onStep('checkOrderData');
          }}
        />
      )}
      {shown === 'checkOrderData' && organization && (
        <OrderCheck
          licence={licence}
          organization={organization}
          comment={saved.comment}
          validFrom={renew ? renewalValidFrom(currentOrder?.validUntil) : undefined}
          onBack={skipped ? undefined : () => onStep(undefined)}
          onOrdered={() => {
            setOrdered(true);
            onStep('orderSuccess');
          }}
        />
      )}
      {shown === 'orderSuccess' && (
        <div className="order-success">
          <p role="status">{licenceTexts.orderSuccess}</p>
          <p>Die Freischaltung Ihrer Lizenz erfolgt nach Zahlungseingang innerhalb von 2–5 Werktagen.</p>
          <Link to="/" className="button">
            Zur Startseite
          </Link>
        </div>
      )}
    </section>
  );
}
