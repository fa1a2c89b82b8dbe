import { desc, sql, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';

/**
 * Which of several orders decides what a user or an organisation may do (GET /api/orders/current, the
 * rights, the administration's limits): one that is active and running now first, else the newest, so an
 * expired licence still shows its end and its renewal. NULLs (an organisation that has not ordered yet,
 * joined from the left) come last.
 */
export function decidingOrderFirst(now: Date): SQL[] {
  const running = sql`(${orders.active} AND ${orders.validFrom} <= ${now} AND ${orders.validUntil} > ${now})`;
  return [sql`${running} IS TRUE DESC`, sql`${orders.createdAt} DESC NULLS LAST`, desc(orders.id)];
}
