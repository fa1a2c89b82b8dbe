import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { licenceTexts } from '../../shared/domain/licence-texts';
import { texts } from '../../shared/domain/texts';
import { editableOrganization, isOrganizationComplete, isPromoUnredeemed, orderErrorText, promoOutcome, renewalValidFrom, shownStep, skipsDataStep } from './order-rules';

const address = { firstName: 'Ada', lastName: 'Lehrer', street: 'Parkweg', streetNumber: '1', zip: '10115', city: 'Berlin', country: 'DE', state: 'Berlin & Brandenburg' };
const school = { name: 'Grundschule am Park', address };

describe('the step-skip rule', () => {
  it('skips step one only on a renewal with a name and a complete address', () => {
    expect(skipsDataStep(true, school)).toBe(true);
    expect(skipsDataStep(false, school)).toBe(false);
    expect(skipsDataStep(true, { ...school, name: ' ' })).toBe(false);
    expect(skipsDataStep(true, { ...school, address: { ...address, zip: '' } })).toBe(false);
    expect(skipsDataStep(true, { ...school, address: null })).toBe(false);
    expect(skipsDataStep(true, null)).toBe(false);
  });

  it('needs the state where the country has a list of them', () => {
    expect(isOrganizationComplete({ ...school, address: { ...address, state: '' } })).toBe(false);
    expect(isOrganizationComplete({ ...school, address: { ...address, country: 'FR', state: '' } })).toBe(true);
  });

  it('reads null optional fields as empty', () => {
    expect(isOrganizationComplete({ ...school, address: { ...address, phone: null } as never })).toBe(true);
  });
});

describe('editableOrganization', () => {
  const owned = [
    { id: 1, type: 'SINGLE_USER' as const },
    { id: 2, type: 'MISC' as const },
    { id: 3, type: 'SCHOOL' as const },
  ];
  it("prefers the current order's organisation, else the first of an offered type", () => {
    expect(editableOrganization(owned, 3)?.id).toBe(3);
    expect(editableOrganization(owned, 99)?.id).toBe(2);
    expect(editableOrganization(owned, 1)?.id).toBe(2);
    expect(editableOrganization([owned[0]], null)).toBeNull();
  });
});

describe('renewalValidFrom', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('starts a renewal when the current term ends, if that is ahead', () => {
    expect(renewalValidFrom('2026-09-01T00:00:00.000Z', now)).toBe('2026-09-01T00:00:00.000Z');
    expect(renewalValidFrom('2026-05-31T00:00:00.000Z', now)).toBeUndefined();
    expect(renewalValidFrom(null, now)).toBeUndefined();
  });
});

describe('shownStep', () => {
  const base = { requested: undefined, ordered: false, organizationId: null, skipped: false } as const;
  it('starts with the data form and checks only with an organisation', () => {
    expect(shownStep(base)).toBe('orderDataForm');
    expect(shownStep({ ...base, requested: 'checkOrderData' })).toBe('orderDataForm');
    expect(shownStep({ ...base, requested: 'checkOrderData', organizationId: 4 })).toBe('checkOrderData');
    expect(shownStep({ ...base, organizationId: 4 })).toBe('orderDataForm');
  });

  it('goes straight to the check on a skipped renewal', () => {
    expect(shownStep({ ...base, organizationId: 4, skipped: true })).toBe('checkOrderData');
  });

  it('stays on success once ordered, whatever the URL says', () => {
    expect(shownStep({ ...base, ordered: true, requested: 'checkOrderData', organizationId: 4 })).toBe('orderSuccess');
    expect(shownStep({ ...base, requested: 'orderSuccess', organizationId: 4 })).toBe('orderDataForm');
  });
});

describe('promoOutcome', () => {
  it('maps the check to a discount or the promo-code error texts', () => {
    expect(promoOutcome({ isValid: true, discountPercent: 10, errors: [] }, false)).toEqual({ discountPercent: 10 });
    expect(promoOutcome({ isValid: false, discountPercent: 0, errors: ['Inapplicable license'] }, false)).toEqual({ message: licenceTexts.promoInapplicable });
    expect(promoOutcome({ isValid: false, discountPercent: 0, errors: ['expired'] }, false)).toEqual({ message: licenceTexts.promoInvalid });
    expect(promoOutcome(undefined, true)).toEqual({ message: licenceTexts.promoFailed });
    expect(promoOutcome(undefined, false)).toBeNull();
  });
});

describe('orderErrorText', () => {
  it('shows the server message, or the generic text without an answer', () => {
    expect(orderErrorText(new ApiError(400, 'invalid_request', 'license not orderable'))).toBe('Fehler: license not orderable');
    expect(orderErrorText(new ApiError(0, 'network_error', 'network error'))).toBe(texts.unknownError);
  });

  it('names an order that already waits for its activation in German', () => {
    expect(orderErrorText(new ApiError(409, 'conflict', 'an order of this licence awaits activation'))).toBe(licenceTexts.orderAwaitingActivation);
  });
});

describe('isPromoUnredeemed', () => {
  it('holds for a typed code that is not the redeemed one, never for an empty field', () => {
    expect(isPromoUnredeemed('SCHULSTART10', null)).toBe(true);
    expect(isPromoUnredeemed(' SCHULSTART10 ', 'ANDERER')).toBe(true);
    expect(isPromoUnredeemed(' SCHULSTART10 ', 'SCHULSTART10')).toBe(false);
    expect(isPromoUnredeemed('   ', null)).toBe(false);
    expect(isPromoUnredeemed('', 'SCHULSTART10')).toBe(false);
  });
});
