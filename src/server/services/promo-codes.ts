import { eq, sql } from 'drizzle-orm';
import type { PromoCheckResult } from '../../shared/schemas/orders';
import type { Db } from '../db/client';
import { promoCodes } from '../db/schema';
import { anyLicense } from './licences';
import { assertWithinLimit, countAttempt } from '../http/rate-limit';

/** Failed checks allowed per user and window: enough for typos, too few to guess codes. */
export const PROMO_LIMITS = { perUser: 20, windowMs: 15 * 60_000 };

export const INVALID_PROMO = 'invalid promo code';
export const INAPPLICABLE_PROMO = 'Inapplicable license';

export type PromoCheck = PromoCheckResult & { promoCodeId: number | null };

const refused = (error: string): PromoCheck => ({ isValid: false, discountPercent: 0, errors: [error], promoCodeId: null });

/**
 * Whether a code gives a discount on a licence (see docs/licences-and-orders.md#promo-codes): unknown codes and codes outside their dates are
 * invalid, codes for other licence kinds inapplicable. Codes are matched in any case.
 */
async function evaluate(db: Db, code: string, licenseKind: string, now: Date): Promise<PromoCheck> {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(eq(sql`upper(${promoCodes.code})`, code.toUpperCase()));
  if (!promo || promo.validFrom > now || promo.validUntil <= now) return refused(INVALID_PROMO);
  if (promo.licenseKinds && !promo.licenseKinds.includes(licenseKind)) return refused(INAPPLICABLE_PROMO);
  return { isValid: true, discountPercent: promo.discountPercent, errors: [], promoCodeId: promo.id };
}

/**
 * A user's check of a code for a licence, from the check step or from the order itself. Failed checks count
 * against the user's limit (429 once it is full), so trying codes one after another soon stops.
 */
export async function checkPromoCode(
  db: Db,
  userId: number,
  code: string,
  license: { kind: string },
  now = new Date(),
): Promise<PromoCheck> {
  const key = `promo:user:${userId}`;
  await assertWithinLimit(db, key, PROMO_LIMITS.perUser, PROMO_LIMITS.windowMs, now, 'too many promo code checks, try again later');
  const result = await evaluate(db, code, license.kind, now);
  if (!result.isValid) await countAttempt(db, key, PROMO_LIMITS.windowMs, now);
  return result;
}

/** GET /api/promocodes/{code}/check?licenseId= : the answer without the code's id. 404 for an unknown licence. */
export async function checkPromoCodeForLicense(db: Db, userId: number, code: string, licenseId: number): Promise<PromoCheckResult> {
  const license = await anyLicense(db, licenseId);
  const { promoCodeId: _, ...result } = await checkPromoCode(db, userId, code, license);
  return result;
}
