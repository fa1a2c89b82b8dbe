import { describe, expect, it } from 'vitest';
import type { Me } from '../schemas/auth';
import type { CurrentOrder, Organization } from '../schemas/licences';
import { accountMenuEntries, roleOf } from './account-menu';

const account = { id: 7, isExternalUser: false, isAdmin: false } as Me;
const order = { active: true, allowRentals: true, isRenewable: false, validUntil: '2027-01-01T00:00:00Z' } as CurrentOrder;
const orgWith = (userRole: 'OWNER' | 'USER') => ({ members: [{ userId: 7, userRole }] }) as Organization;
const now = new Date('2026-06-01T00:00:00Z');
const labels = (user: Parameters<typeof accountMenuEntries>[0]) => accountMenuEntries(user, now).map((e) => e.label);

describe('accountMenuEntries', () => {
  it('shows rentals to an owner whose order allows them', () => {
    expect(labels({ account, organization: orgWith('OWNER'), currentOrder: order })).toEqual([
      'Meine Daten',
      'Meine Lizenz',
      'Verleihzugänge & -codes',
      'Auswertung',
      'Merkliste',
    ]);
  });

  it('offers "Auswertung" to those who make codes and to admins, never to a rental user', () => {
    expect(labels({ account, organization: orgWith('USER'), currentOrder: { ...order, allowRentals: false } })).toContain('Auswertung');
    expect(labels({ account, organization: orgWith('USER'), currentOrder: order })).not.toContain('Auswertung');
    expect(labels({ account, organization: orgWith('OWNER'), currentOrder: null })).not.toContain('Auswertung');
    expect(labels({ account: { ...account, isAdmin: true }, organization: null, currentOrder: null })).toContain('Auswertung');
  });

  it('hides rentals from a plain user and from an order without rentals', () => {
    expect(labels({ account, organization: orgWith('USER'), currentOrder: order })).not.toContain('Verleihzugänge & -codes');
    expect(labels({ account, organization: orgWith('OWNER'), currentOrder: { ...order, allowRentals: false } })).not.toContain(
      'Verleihzugänge & -codes',
    );
  });

  it('offers "Meine Lizenz" only when a licence exists', () => {
    expect(labels({ account, organization: null, currentOrder: null })).toEqual(['Meine Daten', 'Merkliste']);
  });

  it('gives external users only Merkliste', () => {
    const external = { ...account, isExternalUser: true };
    expect(labels({ account: external, organization: orgWith('OWNER'), currentOrder: { ...order, isRenewable: true } })).toEqual(['Merkliste']);
  });

  it('warns the owner of a renewable licence in its last 30 days and after it ends', () => {
    const renewable = { ...order, isRenewable: true };
    const owner = (validUntil: string) => labels({ account, organization: orgWith('OWNER'), currentOrder: { ...renewable, validUntil } });
    // 2026-06-01 is "now": 30 days left is the first day of the hint
    expect(owner('2026-07-01T00:00:00Z')).toContain('Lizenz läuft bald ab. Verlängern?');
    expect(owner('2026-06-01T00:00:01Z')).toContain('Lizenz läuft bald ab. Verlängern?');
    expect(owner('2026-05-31T00:00:00Z')).toContain('Lizenz abgelaufen. Verlängern?');
    for (const months of ['2026-07-01T00:00:01Z', '2027-06-01T00:00:00Z']) {
      expect(owner(months).filter((l) => l.includes('Verlängern?')), months).toEqual([]);
    }
  });

  it('keeps the renewal hint from those who cannot renew', () => {
    const ending = { ...order, isRenewable: true, validUntil: '2026-06-10T00:00:00Z' };
    expect(labels({ account, organization: orgWith('USER'), currentOrder: ending })).not.toContain('Lizenz läuft bald ab. Verlängern?');
    expect(labels({ account, organization: null, currentOrder: ending })).not.toContain('Lizenz läuft bald ab. Verlängern?');
    expect(labels({ account, organization: orgWith('OWNER'), currentOrder: { ...ending, isRenewable: false } })).not.toContain(
      'Lizenz läuft bald ab. Verlängern?',
    );
  });

  it('calls an order not yet activated so, never "abgelaufen"', () => {
    const waiting = { ...order, active: false, isRenewable: true, validUntil: null };
    const entries = labels({ account, organization: orgWith('OWNER'), currentOrder: waiting });
    expect(entries).toContain('Bestellung wurde noch nicht aktiviert');
    expect(entries).not.toContain('Lizenz abgelaufen. Verlängern?');
  });

  it('gives admins the activation of orders and the site\'s default theme, in the flyout only', () => {
    const admin = { ...account, isAdmin: true };
    const entries = accountMenuEntries({ account: admin, organization: null, currentOrder: null }, now);
    expect(entries.map((e) => e.label)).toEqual(['Meine Daten', 'Auswertung', 'Merkliste', 'Bestellungen freischalten', 'Darstellung der Website']);
    expect(entries.at(-2)).toMatchObject({ to: '/admin/bestellungen', flyoutOnly: true });
    expect(entries.at(-1)).toMatchObject({ to: '/admin/darstellung', flyoutOnly: true });
    expect(labels({ account, organization: null, currentOrder: null })).not.toContain('Bestellungen freischalten');
    expect(labels({ account, organization: null, currentOrder: null })).not.toContain('Darstellung der Website');
    expect(labels({ account: { ...admin, isExternalUser: true }, organization: null, currentOrder: null })).toEqual(['Merkliste']);
  });

  it('finds no role without a membership entry', () => {
    expect(roleOf({ account, organization: { members: [{ userId: 8, userRole: 'OWNER' }] } as Organization })).toBeNull();
  });
});
