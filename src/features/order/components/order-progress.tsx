import { licenceTexts } from '../../../shared/domain/licence-texts';
import type { OrderStep } from '../order-rules';
import '../order.css';

const labels = [licenceTexts.orderStepLogin, licenceTexts.orderStepData, licenceTexts.orderStepCheck, licenceTexts.orderStepDone];
// "Anmelden" lies behind every buyer: the order needs a login
const position: Record<OrderStep, number> = { orderDataForm: 1, checkOrderData: 2, orderSuccess: 3 };

/**
 * The progress bar of the order (see docs/licences-and-orders.md#order-wizard): steps before the current one are done.
 */
export function OrderProgress({ step }: { step: OrderStep }) {
  const current = position[step];
  return (
    <ol className="order-progress" aria-label="Bestellschritte">
      {labels.map((label, i) => (
        <li key={label} className={i < current ? 'is-done' : i === current ? 'is-current' : undefined} aria-current={i === current ? 'step' : undefined}>
          {label}
          {i < current && <span className="visually-hidden"> (erledigt)</span>}
        </li>
      ))}
    </ol>
  );
}
