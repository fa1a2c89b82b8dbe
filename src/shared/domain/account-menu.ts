import type { Me } from '../schemas/auth';
import type { CurrentOrder, License, Organization, UserRole } from '../schemas/licences';
import { texts } from './texts';

/** What the account rules read of the client's user state (see docs/accounts.md#session-start). */
export type UserState = {
  account: Me | null;
  organization: Organization | null;
  currentOrder: CurrentOrder | null;
  license: License | null;
};

/**
 * The paths the account menus link to: literals, so that the router checks each against its routes where
 * they become a link's `to` (shared code knows no router).
 */
export type AccountMenuPath =
  | '/account'
  | '/account/merkliste'
  | '/account/license'
  | '/account/rental-license'
  | '/auswertung'
  | '/lizenzen'
  | '/admin/bestellungen' | '/admin/darstellung';
/** `flyoutOnly`: a link of the flyout that the account navigation bar (the account's own pages) leaves out. */
export type MenuEntry = { label: string; to: AccountMenuPath; warning?: boolean; flyoutOnly?: boolean };

/** The role comes from the organization's membership entry of the current user (see docs/roles-and-rights.md#organisation-roles). */
export function roleOf(user: Pick<UserState, 'account' | 'organization'>): UserRole | null {
  const id = user.account?.id;
  return user.organization?.members.find((m) => m.userId === id)?.userRole ?? null;
}

/**
 * The account flyout's links (see docs/roles-and-rights.md#account-menu): external users see only Merkliste; "Meine Lizenz" only
 * with a licence (a current order); "Verleihzugänge & -codes" only for owners whose order allows
 * rentals; "Auswertung" for whoever makes codes and for admins (seesClassResults); the renewal hint (see renewalHint); the
 * activation of orders and the site's default theme only for admins.
 */
export function accountMenuEntries(user: Pick<UserState, 'account' | 'organization' | 'currentOrder'>, now = new Date()): MenuEntry[] {
  const merkliste: MenuEntry = { label: 'Merkliste', to: '/account/merkliste' };
  if (!user.account || user.account.isExternalUser) return [merkliste];

  const order = user.currentOrder;
  const entries: MenuEntry[] = [{ label: 'Meine Daten', to: '/account' }];
  // /account/license exists only when a licence does (see docs/licences-and-orders.md#my-licence); external users returned above
  if (order) entries.push({ label: 'Meine Lizenz', to: '/account/license' });
  if (order?.allowRentals && roleOf(user) === 'OWNER') entries.push({ label: 'Verleihzugänge & -codes', to: '/account/rental-license' });
  if (seesClassResults(user)) entries.push({ label: 'Auswertung', to: '/auswertung', flyoutOnly: true });
  entries.push(merkliste);
  if (user.account.isAdmin) {
    entries.push({ label: 'Bestellungen freischalten', to: '/admin/bestellungen', flyoutOnly: true });
    entries.push({ label: 'Darstellung der Website', to: '/admin/darstellung', flyoutOnly: true });
  }
  const hint = order && renewalHint(order, roleOf(user) === 'OWNER', now);
  if (hint) entries.push(hint);
  return entries;
}

/**
 * The class results (see docs/codes.md#class-results) are for those who make codes — a school's owner and teachers, a
 * library's owner — and for admins, who see the platform's totals. A rental user makes none.
 */
export function seesClassResults(user: Pick<UserState, 'account' | 'organization' | 'currentOrder'>): boolean {
  if (!user.account || user.account.isExternalUser) return false;
  if (user.account.isAdmin) return true;
  const role = roleOf(user);
  return !!user.currentOrder && (role === 'OWNER' || (role === 'USER' && !user.currentOrder.allowRentals));
}

/** "Lizenz läuft bald ab" from this many days before the term ends. The spec names no window; a month gives an owner time to renew. */
export const SOON_EXPIRING_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The menu's warning about the licence: an order not yet activated says so (to every member: nothing plays
 * until then), never "abgelaufen"; the renewal hint only in the last SOON_EXPIRING_DAYS of a renewable term or after
 * it, and only to the owner, who alone can order.
 */
export function renewalHint(order: Pick<CurrentOrder, 'active' | 'isRenewable' | 'validUntil'>, canRenew: boolean, now: Date): MenuEntry | null {
  if (!order.active) return { label: texts.orderNotActivated, to: '/account/license', warning: true };
  if (!canRenew || !order.isRenewable || !order.validUntil) return null;
  const left = Date.parse(order.validUntil) - now.getTime();
  if (left > SOON_EXPIRING_DAYS * DAY_MS) return null;
  return { label: left > 0 ? texts.licenceSoonExpiring : texts.licenceExpired, to: '/lizenzen', warning: true };
}

/** The rental administration is the owners' of an order that allows rentals (see docs/roles-and-rights.md#owners), as the account menu links it. */
export function managesRentals(user: Pick<UserState, 'account' | 'organization' | 'currentOrder'>): boolean {
  return !!user.account && !user.account.isExternalUser && !!user.currentOrder?.allowRentals && roleOf(user) === 'OWNER';
}
