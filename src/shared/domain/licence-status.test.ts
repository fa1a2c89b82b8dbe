import { describe, expect, it } from 'vitest';
import type { Me } from '../schemas/auth';
import type { CurrentOrder, License, Organization } from '../schemas/licences';
import { managesRentals } from './account-menu';
import { licencePageStatus, licencePageView, licenceStatus } from './licence-status';

const now = new Date('2026-06-01T10:00:00Z');
const account = { id: 7 } as Me;
const order = { active: true, licenseName: 'Schullizenz', validUntil: '2027-03-04T12:00:00Z' } as CurrentOrder;
const org = (userRole: 'OWNER' | 'RENTAL_USER', rentalUntil: string | null = null) =>
  ({ members: [{ userId: 7, userRole, rentalUntil }] }) as Organization;

describe('licenceStatus', () => {
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

describe('licencePageStatus', () => {
  const running = { active: true, validUntil: '2027-03-04T12:00:00Z', isRenewable: true };
  const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60_000).toISOString();
  const yearly = { isOwner: true, lifetime: 12 };

  it('says nothing while the term runs for more than 30 days', () => {
    expect(licencePageStatus({ order: running, ...yearly }, now)).toBeNull();
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(31) }, ...yearly }, now)).toBeNull();
  });
  it('tells an owner of a renewable licence ending within 30 days, or ended, to renew here', () => {
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(30) }, ...yearly }, now)).toEqual({
      state: 'soon',
      text: 'Lizenz läuft bald ab – hier verlängern',
      link: 'renew',
    });
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(-1) }, ...yearly }, now)).toEqual({
      state: 'expired',
      text: 'Lizenz abgelaufen – hier verlängern',
      link: 'renew',
    });
  });
  it('gives users and owners of a licence that cannot be renewed the plain text', () => {
    const soon = { ...running, validUntil: inDays(3) };
    expect(licencePageStatus({ order: soon, isOwner: false, lifetime: 12 }, now)).toEqual({ state: 'soon', text: 'Lizenz läuft bald ab', link: null });
    expect(licencePageStatus({ order: { ...soon, isRenewable: false }, ...yearly }, now)?.link).toBeNull();
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(-3) }, isOwner: false, lifetime: 1 }, now)?.text).toBe('Lizenz abgelaufen');
  });
  it('offers the owner of an ending monthly licence to convert it into a yearly one', () => {
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(5) }, isOwner: true, lifetime: 1 }, now)).toEqual({
      state: 'soon',
      text: 'Lizenz umwandeln',
      link: 'licences',
    });
    expect(licencePageStatus({ order: { ...running, validUntil: inDays(-5), isRenewable: false }, isOwner: true, lifetime: 11 }, now)?.link).toBe('licences');
  });
  it('says an inactive order is not activated yet, whatever its dates', () => {
    expect(licencePageStatus({ order: { ...running, active: false, validUntil: inDays(-5) }, ...yearly }, now)).toEqual({
      state: 'inactive',
      text: 'Bestellung wurde noch nicht aktiviert',
      link: null,
    });
  });
});

describe('licencePageView and managesRentals', () => {
  const rentalOrder = { ...order, allowRentals: true } as CurrentOrder;
  const orgOf = (userRole: 'OWNER' | 'USER' | 'RENTAL_USER') => ({ members: [{ userId: 7, userRole, rentalUntil: null }] }) as unknown as Organization;

  it('shows external users their hint and users without an order the licences', () => {
    expect(licencePageView({ account: { ...account, isExternalUser: true }, organization: null, currentOrder: order })).toBe('external');
    expect(licencePageView({ account, organization: null, currentOrder: null })).toBe('noLicence');
  });
  it('follows the role, and treats a user without organisation as the owner', () => {
    expect(licencePageView({ account, organization: orgOf('USER'), currentOrder: order })).toBe('user');
    expect(licencePageView({ account, organization: orgOf('RENTAL_USER'), currentOrder: order })).toBe('rentalUser');
    expect(licencePageView({ account, organization: orgOf('OWNER'), currentOrder: order })).toBe('owner');
    expect(licencePageView({ account, organization: null, currentOrder: order })).toBe('owner');
  });
  it('lets only owners of an order with rentals manage them', () => {
    expect(managesRentals({ account, organization: orgOf('OWNER'), currentOrder: rentalOrder })).toBe(true);
    expect(managesRentals({ account, organization: orgOf('OWNER'), currentOrder: order })).toBe(false);
    expect(managesRentals({ account, organization: orgOf('USER'), currentOrder: rentalOrder })).toBe(false);
    expect(managesRentals({ account, organization: null, currentOrder: rentalOrder })).toBe(false);
  });
});
