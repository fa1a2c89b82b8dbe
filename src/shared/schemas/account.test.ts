import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountTexts } from '../domain/account-texts';
import { texts } from '../domain/texts';
import { signupFormSchema } from './account';
import { addressesFormSchema, isAddressFilled } from './profile';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [v.getDotPath(i), i.message]));
};

describe('sign-up form', () => {
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.de', password: 'geheim-123', passwordConfirmation: 'geheim-123', tosConsent: true };
  it('accepts a complete form', () => {
    expect(messages(signupFormSchema, valid)).toEqual({});
  });
  it('names every rule with the spec text at its field', () => {
    expect(messages(signupFormSchema, { ...valid, firstName: ' ', password: 'kurz', passwordConfirmation: 'anders', tosConsent: false })).toEqual({
      firstName: texts.required,
      password: accountTexts.passwordTooShort,
      passwordConfirmation: accountTexts.passwordsMustMatch,
      tosConsent: accountTexts.tosConsentRequired,
    });
  });
});

describe('addresses form', () => {
  const empty = { firstName: '', lastName: '', street: '', streetNumber: '', zip: '', city: '', country: '', state: '' };
  const full = { ...empty, firstName: 'A', lastName: 'B', street: 'S', streetNumber: '1', zip: '12345', city: 'C', country: 'DE', state: 'Bayern' };
  it('checks the billing address only when it is filled', () => {
    expect(isAddressFilled(empty)).toBe(false);
    const values = { address: full, billingAddress: empty };
    expect(messages(addressesFormSchema(values), values)).toEqual({});
    const half = { address: full, billingAddress: { ...empty, city: 'X' } };
    expect(messages(addressesFormSchema(half), half)).toMatchObject({ 'billingAddress.street': texts.required });
  });
  it('requires a state of the list for DE, AT and CH', () => {
    const wrong = { address: { ...full, state: 'Tirol' }, billingAddress: empty };
    expect(messages(addressesFormSchema(wrong), wrong)).toEqual({ 'address.state': texts.required });
    const france = { address: { ...full, country: 'FR', state: '' }, billingAddress: empty };
    expect(messages(addressesFormSchema(france), france)).toEqual({});
  });
});
