import type { UserState } from '../../lib/client-state';
import type { LicenceHolder } from '../../shared/domain/rights';

/** The licence facts the shared rights rules need, from what the start-up loaded into the user state. */
export function licenceHolderOf(user: UserState): LicenceHolder | null {
  if (!user.account) return null;
  const member = user.organization?.members.find((m) => m.userId === user.account!.id) ?? null;
  const order = user.currentOrder;
  return {
    role: member?.userRole ?? null,
    order: order ? { active: order.active, validFrom: order.validFrom, validUntil: order.validUntil, allowRentals: order.allowRentals } : null,
    rentalUntil: member?.rentalUntil ?? null,
  };
}
