import { hasFreeSeat, remaining } from '../../shared/domain/pricing';
import { licenceTexts } from '../../shared/domain/licence-texts';
import type { CurrentOrder, OrganizationMember, UserRole } from '../../shared/schemas/licences';

/** The sort options of a member list (see docs/licences-and-orders.md#members), in the order the select shows them. */
export const memberSorts = [
  { value: 'email', label: 'E-Mail' },
  { value: 'lastName', label: 'Nachname' },
  { value: 'createdAt', label: 'Registrierungsdatum' },
  { value: 'none', label: 'Keine' },
] as const;
export type MemberSort = (typeof memberSorts)[number]['value'];
export const DEFAULT_MEMBER_SORT: MemberSort = 'createdAt';

/**
 * The licence page lists owners and users; the rental page only rental users (see docs/licences-and-orders.md#members).
 */
export type MemberListKind = 'licence' | 'rental';

export const belongsTo = (member: Pick<OrganizationMember, 'userRole'>, kind: MemberListKind) =>
  kind === 'rental' ? member.userRole === 'RENTAL_USER' : member.userRole !== 'RENTAL_USER';

/** The role an invitation from this list gives. */
export const invitedRole = (kind: MemberListKind): Exclude<UserRole, 'OWNER'> => (kind === 'rental' ? 'RENTAL_USER' : 'USER');

const german = new Intl.Collator('de', { sensitivity: 'base' });

const compare: Record<Exclude<MemberSort, 'none'>, (a: OrganizationMember, b: OrganizationMember) => number> = {
  email: (a, b) => german.compare(a.user.email, b.user.email),
  lastName: (a, b) => german.compare(a.user.lastName, b.user.lastName) || german.compare(a.user.firstName, b.user.firstName),
  // oldest first: the owner who registered the licence heads the list, newcomers join at its end
  createdAt: (a, b) => Date.parse(a.user.createdAt) - Date.parse(b.user.createdAt),
};

/**
 * The members a list shows (see docs/licences-and-orders.md#members): those of its kind whose name or e-mail contains
 * the filter text (case-insensitive), sorted as chosen; "Keine" keeps the server's order.
 */
export function visibleMembers(members: OrganizationMember[], kind: MemberListKind, sort: MemberSort, filter: string): OrganizationMember[] {
  const needle = filter.trim().toLocaleLowerCase('de');
  const shown = members.filter(
    (m) => belongsTo(m, kind) && (!needle || [`${m.user.firstName} ${m.user.lastName}`, m.user.email].some((text) => text.toLocaleLowerCase('de').includes(needle))),
  );
  return sort === 'none' ? shown : shown.toSorted(compare[sort]);
}

/**
 * Seats of a licence (see docs/licences-and-orders.md#members): owners and users count, rental users have their own
 * accesses; open invitations hold a seat until they are accepted or deleted.
 */
export function seats(maxUsers: number, members: Pick<OrganizationMember, 'userRole'>[], openInvitations: number) {
  const taken = members.filter((m) => belongsTo(m, 'licence')).length;
  return { left: remaining(maxUsers, taken + openInvitations), canInvite: hasFreeSeat(maxUsers, taken, openInvitations) };
}

export const NO_SEAT_LEFT = 'Alle Plätze Ihrer Lizenz sind vergeben. Entfernen Sie einen Nutzer oder eine offene Einladung, um jemand Neues einzuladen.';

/**
 * What a list may still invite: free seats of the licence, or the rental accesses the order has left
 * (see docs/licences-and-orders.md#members). `blocked` is the hint shown instead of a usable form.
 */
export function invitationQuota(
  kind: MemberListKind,
  order: Pick<CurrentOrder, 'maxUsers' | 'maxNumberOfRentalAccesses' | 'rentalAccessesUsed'>,
  members: Pick<OrganizationMember, 'userRole'>[],
  openInvitations: number,
): { label: string; blocked: string | null } {
  if (kind === 'rental') {
    const left = remaining(order.maxNumberOfRentalAccesses, order.rentalAccessesUsed);
    return { label: rentalAccessesLeftLabel(left), blocked: left > 0 ? null : licenceTexts.rentalAccessesExceeded };
  }
  const { left, canInvite } = seats(order.maxUsers, members, openInvitations);
  return { label: seatsLeftLabel(left), blocked: canInvite ? null : NO_SEAT_LEFT };
}

export const seatsLeftLabel = (n: number) => (n === 1 ? 'Noch 1 freier Platz' : `Noch ${n} freie Plätze`);

export const rentalAccessesLeftLabel = (n: number) => (n === 1 ? 'Noch 1 Verleihzugang übrig' : `Noch ${n} Verleihzugänge übrig`);
