import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import type { CurrentOrder } from '../schemas/licences';
import { roleOf, SOON_EXPIRING_DAYS, type UserState } from './account-menu';
import { licenceGroup } from './pricing';
import { accountTexts } from './account-texts';
import { licenceTexts } from './licence-texts';

export type LicenceStatus = { name: string; state: 'valid' | 'inactive' | 'expired'; text: string; until?: string };

/** dd.mm.yy (see docs/licences-and-orders.md#licence-status). */
export const shortDate = (iso: string) => format(new Date(iso), 'dd.MM.yy', { locale: de });

/**
 * What the account navigation bar says about the access (see docs/interface.md#account-bar): the licence name, or
 * "Verleihzugang" for a rental user, with "gültig bis {dd.mm.yy}", "noch nicht aktiviert" or "abgelaufen".
 * Null without an order or membership to speak of.
 */
export function licenceStatus(user: Pick<UserState, 'account' | 'organization' | 'currentOrder' | 'license'>, now = new Date()): LicenceStatus | null {
  const member = user.organization?.members.find((m) => m.userId === user.account?.id);
  if (roleOf(user) === 'RENTAL_USER' && member?.rentalUntil) return dated(licenceTexts.rentalAccess, member.rentalUntil, now);
  const order = user.currentOrder;
  if (!order) return null;
  const name = user.license?.name || order.licenseName;
  if (!order.active) return { name, state: 'inactive', text: accountTexts.notYetActivated };
  if (!order.validUntil) return null;
  return dated(name, order.validUntil, now);
}

function dated(name: string, until: string, now: Date): LicenceStatus {
  if (Date.parse(until) <= now.getTime()) return { name, state: 'expired', text: accountTexts.expired };
  return { name, state: 'valid', text: `gültig bis ${shortDate(until)}`, until: shortDate(until) };
}

const DAY_MS = 24 * 60 * 60_000;


/** What the licence page's status line says, and where it links: the renewal order, the licence overview, or nowhere. */
export type LicencePageStatus = { state: 'inactive' | 'soon' | 'expired'; text: string; link: 'renew' | 'licences' | null };

/**
 * The status line of "Meine Lizenz" (see docs/licences-and-orders.md#licence-status): an inactive order says so; a term ending within
 * SOON_EXPIRING_DAYS or ended says so. Owners get a way on: a monthly licence (lifetime ≤ 11) is not
 * renewed month by month but converted into a yearly one ("Lizenz umwandeln" → the licence overview);
 * any other renewable order links its renewal ("… – hier verlängern"). Null while the licence runs.
 */
export function licencePageStatus(
  input: { order: Pick<CurrentOrder, 'active' | 'validUntil' | 'isRenewable'>; isOwner: boolean; lifetime: number | null },
  now = new Date(),
): LicencePageStatus | null {
  const { order, isOwner, lifetime } = input;
  if (!order.active) return { state: 'inactive', text: licenceTexts.orderNotActivated, link: null };
  if (!order.validUntil) return null;
  const left = Date.parse(order.validUntil) - now.getTime();
  if (left > SOON_EXPIRING_DAYS * DAY_MS) return null;
  const state = left <= 0 ? 'expired' : 'soon';
  const text = state === 'expired' ? licenceTexts.licenceStatusExpired : licenceTexts.licenceStatusSoon;
  if (isOwner && lifetime !== null && licenceGroup(lifetime) === 'monthly') return { state, text: licenceTexts.convertLicence, link: 'licences' };
  if (isOwner && order.isRenewable) return { state, text: text + licenceTexts.renewSuffix, link: 'renew' };
  return { state, text, link: null };
}

/** Which "Meine Lizenz" a user sees (see docs/licences-and-orders.md#my-licence). Without an organisation a user counts as the owner. */
export type LicencePageView = 'external' | 'noLicence' | 'owner' | 'user' | 'rentalUser';

export function licencePageView(user: Pick<UserState, 'account' | 'organization' | 'currentOrder'>): LicencePageView {
  if (user.account?.isExternalUser) return 'external';
  if (!user.currentOrder) return 'noLicence';
  const role = roleOf(user);
  if (role === 'RENTAL_USER') return 'rentalUser';
  if (role === 'USER') return 'user';
  return 'owner';
}

