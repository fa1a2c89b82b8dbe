import { describe, expect, it } from 'vitest';
import type { OrganizationMember, UserRole } from '../../shared/schemas/licences';
import { invitationQuota, NO_SEAT_LEFT, rentalAccessesLeftLabel, seats, seatsLeftLabel, visibleMembers } from './member-list';

const member = (userId: number, userRole: UserRole, firstName: string, lastName: string, email: string, createdAt: string): OrganizationMember => ({
  userId,
  userRole,
  isOwner: userRole === 'OWNER',
  rentalUntil: null,
  user: { firstName, lastName, email, createdAt },
});

const members = [
  member(1, 'OWNER', 'Olga', 'Zander', 'owner@lesefunke.test', '2025-01-01T00:00:00Z'),
  member(2, 'USER', 'Lena', 'Ärmel', 'lehrer@lesefunke.test', '2025-03-01T00:00:00Z'),
  member(3, 'USER', 'Bernd', 'Meier', 'bernd@lesefunke.test', '2025-02-01T00:00:00Z'),
  member(4, 'RENTAL_USER', 'Rita', 'Leser', 'leser@lesefunke.test', '2025-01-15T00:00:00Z'),
];
const ids = (list: OrganizationMember[]) => list.map((m) => m.userId);

describe('visibleMembers', () => {
  it('lists owners and users on the licence page, rental users only on the rental page', () => {
    expect(ids(visibleMembers(members, 'licence', 'none', ''))).toEqual([1, 2, 3]);
    expect(ids(visibleMembers(members, 'rental', 'none', ''))).toEqual([4]);
  });
  it('sorts by registration date (oldest first), e-mail or last name (German order), or not at all', () => {
    expect(ids(visibleMembers(members, 'licence', 'createdAt', ''))).toEqual([1, 3, 2]);
    expect(ids(visibleMembers(members, 'licence', 'email', ''))).toEqual([3, 2, 1]);
    // Ä sorts with A, not after Z
    expect(ids(visibleMembers(members, 'licence', 'lastName', ''))).toEqual([2, 3, 1]);
  });
  it('filters by name or e-mail, case-insensitive, ignoring surrounding blanks', () => {
    expect(ids(visibleMembers(members, 'licence', 'none', '  LENA ä'))).toEqual([2]);
    expect(ids(visibleMembers(members, 'licence', 'none', 'bernd@'))).toEqual([3]);
    expect(ids(visibleMembers(members, 'licence', 'none', 'leser'))).toEqual([]);
  });
});

describe('seats', () => {
  it('counts owners, users and open invitations against maxUsers, not rental users', () => {
    expect(seats(5, members, 1)).toEqual({ left: 1, canInvite: true });
    expect(seats(4, members, 1)).toEqual({ left: 0, canInvite: false });
    expect(seats(2, members, 0)).toEqual({ left: 0, canInvite: false });
  });
  it('says how many are left, singular and plural', () => {
    expect(seatsLeftLabel(1)).toBe('Noch 1 freier Platz');
    expect(seatsLeftLabel(0)).toBe('Noch 0 freie Plätze');
    expect(rentalAccessesLeftLabel(1)).toBe('Noch 1 Verleihzugang übrig');
    expect(rentalAccessesLeftLabel(7)).toBe('Noch 7 Verleihzugänge übrig');
  });
});

describe('invitationQuota', () => {
  const order = { maxUsers: 5, maxNumberOfRentalAccesses: 10, rentalAccessesUsed: 9 };
  it('offers the free seats of the licence, or blocks the form when none is left', () => {
    expect(invitationQuota('licence', order, members, 0)).toEqual({ label: 'Noch 2 freie Plätze', blocked: null });
    expect(invitationQuota('licence', order, members, 2)).toEqual({ label: 'Noch 0 freie Plätze', blocked: NO_SEAT_LEFT });
  });
  it('offers the rental accesses left, and says when all are used', () => {
    expect(invitationQuota('rental', order, members, 0)).toEqual({ label: 'Noch 1 Verleihzugang übrig', blocked: null });
    expect(invitationQuota('rental', { ...order, rentalAccessesUsed: 12 }, members, 0)).toEqual({
      label: 'Noch 0 Verleihzugänge übrig',
      blocked: 'Alle Verleihzugänge wurden bereits verwendet',
    });
  });
});
