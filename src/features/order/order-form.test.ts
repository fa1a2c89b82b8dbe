import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { texts } from '../../shared/domain/texts';
import { orderDataDefaults, orderDataSchema, organizationInput, type OrderDataValues } from './order-form';

const fallback = { type: 'SCHOOL', firstName: 'Ada', lastName: 'Lehrer', comment: '' };
const filled = (): OrderDataValues => {
  const values = orderDataDefaults(null, fallback);
  values.name = 'Grundschule am Park';
  Object.assign(values.address, { street: 'Parkweg', streetNumber: '1', zip: '10115', city: 'Berlin', state: 'Berlin & Brandenburg' });
  return values;
};

describe('the order data form', () => {
  it('starts a new organisation with the account name, Germany and the guessed type', () => {
    const values = orderDataDefaults(null, fallback);
    expect(values).toMatchObject({ type: 'SCHOOL', name: '', address: { firstName: 'Ada', lastName: 'Lehrer', country: 'DE' } });
    expect(values.billingAddress.country).toBe('');
  });

  it('checks the billing address only when it is filled', () => {
    const values = filled();
    expect(v.safeParse(orderDataSchema(values), values).success).toBe(true);
    values.billingAddress.city = 'Wien';
    const result = v.safeParse(orderDataSchema(values), values);
    expect(result.success).toBe(false);
    expect(result.issues && v.flatten(result.issues).nested?.['billingAddress.street']).toEqual([texts.required]);
  });

  it('sends an empty billing address as none and drops a state the country does not have', () => {
    const values = filled();
    const output = v.parse(orderDataSchema(values), values);
    expect(organizationInput(output)).toMatchObject({ type: 'SCHOOL', name: 'Grundschule am Park', billingAddress: null });
    const abroad = v.parse(orderDataSchema(values), { ...values, address: { ...values.address, country: 'FR', state: 'Île-de-France' } });
    expect(organizationInput(abroad).address).toMatchObject({ country: 'FR', state: '' });
  });
});
