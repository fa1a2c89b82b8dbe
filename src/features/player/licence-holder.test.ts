import { describe, expect, it } from 'vitest';
import type { UserState } from '../../lib/client-state';
import { canPlayFullVideo, missingRightsDialog } from '../../shared/domain/rights';
import type { Me } from '../../shared/schemas/auth';
import type { CurrentOrder, Organization } from '../../shared/schemas/licences';
import { licenceHolderOf } from './licence-holder';

const now = Date.now();
const day = 86_400_000;
const iso = (offset: number) => new Date(now + offset).toISOString();
const account = { id: 5, email: 'x@lesefunke.test' } as Me;
const order = (validUntil: string, active = true) => ({ id: 1, active, validFrom: iso(-30 * day), validUntil, allowRentals: false, organizationId: 3 }) as CurrentOrder;
const organization = (userRole: 'OWNER' | 'USER' | 'RENTAL_USER', rentalUntil: string | null = null) =>
  ({ id: 3, members: [{ userId: 5, userRole, isOwner: userRole === 'OWNER', rentalUntil }] }) as Organization;
const state = (patch: Partial<UserState>): UserState => ({ account, currentOrder: null, license: null, organization: null, accessCode: null, bookmarks: [], ...patch });
const story = { id: 9, free: false };
const verdict = (user: UserState) => {
  const holder = licenceHolderOf(user);
  return canPlayFullVideo({ story, user: holder, code: null }) ? 'plays' : missingRightsDialog(holder);
};

describe('the player reads the rights from the user state', () => {
  it('gives each kind of user the spec\'s answer', () => {
    expect(verdict(state({ account: null }))).toBe('login');
    expect(verdict(state({}))).toBe('buyLicence');
    expect(verdict(state({ currentOrder: order(iso(300 * day)), organization: organization('USER') }))).toBe('plays');
    expect(verdict(state({ currentOrder: order(iso(-day)), organization: organization('OWNER') }))).toBe('licenceInvalid');
    expect(verdict(state({ currentOrder: order(iso(300 * day), false), organization: organization('OWNER') }))).toBe('licenceInvalid');
    expect(verdict(state({ currentOrder: order(iso(300 * day)), organization: organization('RENTAL_USER', iso(14 * day)) }))).toBe('plays');
    expect(verdict(state({ currentOrder: order(iso(300 * day)), organization: organization('RENTAL_USER', iso(-day)) }))).toBe('licenceInvalid');
  });
});
