import { countryName } from '../shared/domain/countries';
import type { Address } from '../shared/schemas/address';
import { isAddressFilled } from '../shared/schemas/profile';
import './address-fieldset.css';

/** A stored address as a postal block, or "Keine Angabe" when nothing of it is filled. */
export function AddressSummary({ address }: { address: Address | null }) {
  if (!isAddressFilled(address as Record<string, string>)) return <p className="address-summary">Keine Angabe</p>;
  const a = address!;
  const lines = [
    [a.salutation, a.firstName, a.lastName].filter(Boolean).join(' '),
    a.name,
    `${a.street ?? ''} ${a.streetNumber ?? ''}`.trim(),
    a.additionalInformation1,
    a.additionalInformation2,
    `${a.zip ?? ''} ${a.city ?? ''}`.trim(),
    [a.state, countryName(a.country)].filter(Boolean).join(', '),
    a.phone,
  ].filter(Boolean);
  return <address className="address-summary">{lines.join('\n')}</address>;
}
