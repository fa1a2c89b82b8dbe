import { useId, useState, type FormEvent } from 'react';
import { texts } from '../../../shared/domain/texts';
import type { PromoOutcome } from '../order-rules';

/** The typed code lives with the check step: buying with a code typed but not redeemed must not drop it. */
type Props = { code: string; onCode: (code: string) => void; outcome: PromoOutcome | null; checking: boolean; onRedeem: (code: string) => void };

/**
 * The promo code field of the check step (see docs/licences-and-orders.md#promo-codes): "Einlösen" asks the server;
 * empty is refused here.
 */
export function PromoCodeForm({ code, onCode, outcome, checking, onRedeem }: Props) {
  const id = useId();
  const [empty, setEmpty] = useState(false);
  const error = empty ? texts.required : outcome && 'message' in outcome ? outcome.message : null;

  const redeem = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setEmpty(!typed);
    if (typed) onRedeem(typed);
  };

  return (
    <form className="promo-code" noValidate onSubmit={redeem}>
      <div className="field">
        <label htmlFor={id}>Aktionscode</label>
        <div className="promo-code__row">
          <input
            id={id}
            value={code}
            autoComplete="off"
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onCode(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={checking}>
            Einlösen
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        {outcome && 'discountPercent' in outcome && (
          <p className="form-success" role="status">
            Aktionscode eingelöst: {outcome.discountPercent} % Rabatt
          </p>
        )}
      </div>
    </form>
  );
}
