import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { durationLabel, priceLabel, seatsLabel } from '../../../shared/domain/pricing';
import { licenceTexts } from '../../../shared/domain/licence-texts';
import type { License } from '../../../shared/schemas/licences';
import { descriptionLines, promoNote, type CardAction } from '../licence-card';
import '../licences.css';
import { CheckIcon, CloseIcon } from '../../../ui/icons';

type Props = { licence: License; action: CardAction; highlighted: boolean; moreInfoSlug: string | null };

/**
 * One licence (see docs/licences-and-orders.md#licence-overview): name, gross price, duration and seats, the feature
 * list, more info and the order button.
 */
export function LicenceCard({ licence, action, highlighted, moreInfoSlug }: Props) {
  const headingId = useId();
  const note = promoNote(licence.kind);
  return (
    // the note shows on hover and on focus inside the card; screen readers read it with the card
    <article className={`licence-card${highlighted ? ' licence-card--highlighted' : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="licence-card__name">
        {licence.name}
      </h2>
      <p className="licence-card__price">
        {priceLabel(licence.netPrice)}
        <span aria-hidden="true">*</span>
      </p>
      <p className="licence-card__terms">
        {durationLabel(licence.lifetime)}
        <br />
        {seatsLabel(licence)}
      </p>
      <ul className="licence-features">
        {descriptionLines(licence.description).map((line, i) => (
          <li key={i} className={`licence-feature licence-feature--${line.kind}`}>
            {line.kind === 'included' && <CheckIcon className="licence-feature__mark" />}
            {line.kind === 'excluded' && <CloseIcon className="licence-feature__mark" />}
            {line.kind === 'excluded' && <span className="visually-hidden">Nicht enthalten: </span>}
            {line.text}
          </li>
        ))}
      </ul>
      {note && <p className="licence-card__note">{note}</p>}
      <div className="licence-card__actions">
        {moreInfoSlug && (
          <Link to="/$slug" params={{ slug: moreInfoSlug }} className="licence-card__more">
            {licenceTexts.moreInfo}
          </Link>
        )}
        <ActionButton licenceId={licence.id} action={action} />
      </div>
    </article>
  );
}

function ActionButton({ licenceId, action }: { licenceId: number; action: CardAction }) {
  if (action.kind === 'order') {
    return (
      <Link to="/order" search={{ licenseId: licenceId }} className="button">
        {licenceTexts.orderNow}
      </Link>
    );
  }
  if (action.kind === 'renew') {
    return (
      <Link to="/order" search={{ licenseId: licenceId, renew: 1 }} className="button">
        {licenceTexts.renewHere}
      </Link>
    );
  }
  if (action.kind === 'waiting') {
    return (
      <button type="button" className="button button-secondary" disabled>
        {licenceTexts.orderNotActivated}
      </button>
    );
  }
  return action.enabled ? (
    <Link to="/account/license" className="button button-secondary">
      {licenceTexts.activeLicence}
    </Link>
  ) : (
    <button type="button" className="button button-secondary" disabled>
      {licenceTexts.activeLicence}
    </button>
  );
}
