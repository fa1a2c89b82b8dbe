import { describe, expect, it } from 'vitest';
import type { Me } from '../schemas/auth';
import type { CurrentOrder, License, Organization } from '../schemas/licences';
import { licenceStatus } from './licence-status';

const now = new Date('2026-06-01T10:00:00Z');
const account = { id: 7 } as Me;
const order = { active: true, licenseName: 'Schullizenz', validUntil: '2027-03-04T12:00:00Z' } as CurrentOrder;
const org = (userRole: 'OWNER' | 'RENTAL_USER', rentalUntil: string | null = null) =>
  ({ members: [{ userId: 7, userRole, rentalUntil }] }) as Organization;

describe('licenceStatus (part 1 §2, part 2 §2)', () => {
  it('names the licence with its end as dd.mm.yy', () => {
    expect(licenceStatus({ account, organization: org('OWNER'), currentOrder: order, license: { name: 'Schullizenz 2026' } as License }, now)).toEqual({
      name: 'Schullizenz 2026',
      state: 'valid',
      text: 'gültig bis 04.03.27',
      until: '04.03.27',
    });
  });
  it('says "noch nicht aktiviert" for an inactive order and "abgelaufen" after the end', () => {
    expect(licenceStatus({ account, organization: null, currentOrder: { ...order, active: false }, license: null }, now)?.text).toBe('noch nicht aktiviert');
    expect(licenceStatus({ account, organization: null, currentOrder: { ...order, validUntil: '2026-05-31T00:00:00Z' }, license: null }, now)).toMatchObject({
      name: 'Schullizenz',
      text: 'abgelaufen',
    });
  });
  it('shows a rental user "Verleihzugang" until the rental ends', () => {
    const status = licenceStatus({ account, organization: org('RENTAL_USER', '2026-06-15T08:00:00Z'), currentOrder: order, license: null }, now);
    expect(status).toMatchObject({ name: 'Verleihzugang', text: 'gültig bis 15.06.26' });
  });
  it('has nothing to say without an order', () => {
    expect(licenceStatus({ account, organization: null, currentOrder: null, license: null }, now)).toBeNull();
  });
});
