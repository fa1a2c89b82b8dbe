import { format } from 'date-fns';
import { de } from 'date-fns/locale';
import { roleOf, type UserState } from './account-menu';
import { texts } from './texts';

export type LicenceStatus = { name: string; state: 'valid' | 'inactive' | 'expired'; text: string; until?: string };

/** dd.mm.yy (part 1 §9). */
export const shortDate = (iso: string) => format(new Date(iso), 'dd.MM.yy', { locale: de });

/**
 * What the account navigation bar says about the access (part 1 §2, part 2 §2): the licence name, or
 * "Verleihzugang" for a rental user, with "gültig bis {dd.mm.yy}", "noch nicht aktiviert" or "abgelaufen".
 * Null without an order or membership to speak of.
 */
export function licenceStatus(user: Pick<UserState, 'account' | 'organization' | 'currentOrder' | 'license'>, now = new Date()): LicenceStatus | null {
  const member = user.organization?.members.find((m) => m.userId === user.account?.id);
  if (roleOf(user) === 'RENTAL_USER' && member?.rentalUntil) return dated(texts.rentalAccess, member.rentalUntil, now);
  const order = user.currentOrder;
  if (!order) return null;
  const name = user.license?.name || order.licenseName;
  if (!order.active) return { name, state: 'inactive', text: texts.notYetActivated };
  if (!order.validUntil) return null;
  return dated(name, order.validUntil, now);
}

function dated(name: string, until: string, now: Date): LicenceStatus {
  if (Date.parse(until) <= now.getTime()) return { name, state: 'expired', text: texts.expired };
  return { name, state: 'valid', text: `gültig bis ${shortDate(until)}`, until: shortDate(until) };
}
