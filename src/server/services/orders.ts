import { addYears, subDays } from 'date-fns';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { licenceEnd, orderTotals, vatCountry, vatRate } from '../../shared/domain/pricing';
import type { Order, orderInputSchema } from '../../shared/schemas/orders';
import { completeAddressSchema } from '../../shared/schemas/profile';
import type { Db } from '../db/client';
import { licenses, orders, organizationMembers, organizations, promoCodes, users } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { publishChange } from './publish-change';
import { licenceActivatedMail, orderConfirmationMail } from '../mail/order-templates';
import type { Mail } from '../mail/mailer';
import type { MailContext } from './accounts';
import { lockOrganization } from './organization-licence';
import { isOwner } from './organizations';
import { checkPromoCode } from './promo-codes';
import type { SessionUser } from '../http/env';

type OrderData = v.InferOutput<typeof orderInputSchema>;

/** Where VAT is charged when the organisation's addresses name no country: the product's home. */
const HOME_COUNTRY = 'DE';
/** The 409 of a second order while one of the same licence waits for activation; the browser maps it to German. */
export const ORDER_AWAITING_ACTIVATION = 'an order of this licence awaits activation';
/** How far ahead a renewal may start: after the running term, which is at most about a year. */
const MAX_RENEWAL_LEAD_YEARS = 2;

const orderColumns = {
  id: orders.id,
  licenseId: orders.licenseId,
  licenseName: licenses.name,
  lifetime: licenses.lifetime,
  organizationId: orders.organizationId,
  organizationName: organizations.name,
  active: orders.active,
  validFrom: orders.validFrom,
  validUntil: orders.validUntil,
  comment: orders.comment,
  promocode: promoCodes.code,
  vatCountry: orders.vatCountry,
  netPrice: orders.netPrice,
  vatPercent: orders.vatPercent,
  discountPercent: orders.discountPercent,
  createdAt: orders.createdAt,
  ordererEmail: users.email,
  ordererFirstName: users.firstName,
  ordererLastName: users.lastName,
};

/** Orders with their licence, organisation, promo code and orderer, as the order views need them. */
const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(orders)
    .innerJoin(licenses, eq(licenses.id, orders.licenseId))
    .innerJoin(organizations, eq(organizations.id, orders.organizationId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .leftJoin(users, eq(users.id, orders.orderedBy));

type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

function toOrder(row: OrderRow): Order {
  const { lifetime: _, netPrice, vatPercent, discountPercent, ordererEmail, ordererFirstName, ordererLastName, ...rest } = row;
  return {
    ...rest,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    // the same function and stored inputs as when it was ordered, so the figures match the confirmation e-mail
    totals: orderTotals(netPrice, vatPercent, discountPercent),
    orderedBy: ordererEmail === null ? null : { email: ordererEmail, firstName: ordererFirstName ?? '', lastName: ordererLastName ?? '' },
  };
}

async function findOrderRow(db: Db, id: number): Promise<OrderRow> {
  const [row] = await selectOrders(db).where(eq(orders.id, id));
  if (!row) throw notFound('order not found');
  return row;
}

/**
 * A committed order stands even when its e-mail cannot be delivered now (the mail stays unsent in the
 * outbox): failing the request would make the buyer order again. The SMTP error is not logged, it may
 * name the address.
 */
async function sendQuietly(ctx: MailContext, mail: Mail, what: string): Promise<void> {
  await ctx.mailer.send(mail).catch(() => console.error(`${what} mail not delivered, left in the outbox`));
}

/**
 * The licence an organisation may order: an active, visible one, or the hidden licence of its latest order
 * (bought through customer service, renewed by the owner). 404 for an unknown licence, 400 for others.
 */
async function orderableLicense(db: Db, organizationId: number, licenseId: number) {
  const [license] = await db.select().from(licenses).where(eq(licenses.id, licenseId));
  if (!license) throw notFound('license not found');
  if (license.active && license.visible) return license;
  const [latest] = await db
    .select({ licenseId: orders.licenseId })
    .from(orders)
    .where(eq(orders.organizationId, organizationId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (license.active && latest?.licenseId === licenseId) return license;
  throw badRequest('license not available');
}

/** A renewal's start (`validFrom`, renewals only): not in the past beyond a day, not years ahead. */
function renewalStart(validFrom: string | undefined, now: Date): Date | null {
  if (validFrom === undefined) return null;
  const start = new Date(validFrom);
  if (start < subDays(now, 1)) throw badRequest('validFrom must not be in the past');
  if (start > addYears(now, MAX_RENEWAL_LEAD_YEARS)) throw badRequest('validFrom is too far ahead');
  return start;
}

/**
 * POST /api/orders (see docs/licences-and-orders.md#order-wizard): an owner orders a licence for their organisation. The server
 * checks the promo code again and computes every amount itself; VAT follows the billing address's country,
 * else the address's, else Germany. The order waits inactive until an admin activates it after payment;
 * a new order gets its term then, a renewal keeps the start it asked for.
 */
export async function createOrder(ctx: MailContext, user: SessionUser, input: OrderData, now = new Date()): Promise<Order> {
  const { db } = ctx;
  const [org] = await db.select().from(organizations).where(eq(organizations.id, input.organizationId));
  if (!org) throw notFound('organization not found');
  // ordering is the owners' business only: admins activate orders, they do not place them
  if (!(await isOwner(db, user.id, org.id))) throw forbidden('not an owner of this organization');
  const license = await orderableLicense(db, org.id, input.licenseId);
  if (!v.is(completeAddressSchema, org.address)) throw badRequest('organization address incomplete');
  const validFrom = renewalStart(input.validFrom, now);

  const promo = input.promocode ? await checkPromoCode(db, user.id, input.promocode, license, now) : null;
  if (promo && !promo.isValid) throw badRequest(promo.errors[0]);
  const country = vatCountry(org.billingAddress, org.address) ?? HOME_COUNTRY;
  const totals = orderTotals(license.netPrice, vatRate(country), promo?.discountPercent ?? 0);

  // one waiting order per organisation and licence: a second one would be paid twice. The organisation's row is
  // locked, so two orders sent at once cannot both find none waiting.
  const created = await db.transaction(async (tx) => {
    await lockOrganization(tx, org.id);
    const [waiting] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.organizationId, org.id), eq(orders.licenseId, license.id), eq(orders.active, false)))
      .limit(1);
    if (waiting) throw conflict(ORDER_AWAITING_ACTIVATION);
    const [inserted] = await tx
      .insert(orders)
      .values({
        organizationId: org.id,
        licenseId: license.id,
        orderedBy: user.id,
        active: false,
        validFrom,
        validUntil: validFrom && licenceEnd(validFrom, license.lifetime),
        comment: input.comment,
        promoCodeId: promo?.promoCodeId ?? null,
        netPrice: totals.net,
        discountPercent: totals.discountPercent,
        vatPercent: totals.vatPercent,
        vatCountry: country,
        total: totals.total,
      })
      .returning({ id: orders.id });
    return inserted;
  });
  await publishChange(db, org.id, ['order']);

  const row = await findOrderRow(db, created.id);
  const order = toOrder(row);
  await sendQuietly(
    ctx,
    orderConfirmationMail(user.email, user.firstName, { ...row, totals, validFrom }, `${ctx.publicUrl}/account/license`),
    'order confirmation',
  );
  return order;
}

/**
 * GET /api/orders/waiting: the orders of the user's own organisations that wait for their activation, newest first.
 * Only an organisation's owners place and pay its orders, so only they see them (a teacher gets none): a renewal
 * ordered while the licence still runs, and every other order placed meanwhile (docs/licences-and-orders.md#my-licence).
 */
export async function listWaitingOrders(db: Db, user: SessionUser): Promise<Order[]> {
  const owned = db.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(and(eq(organizationMembers.userId, user.id), eq(organizationMembers.userRole, 'OWNER')));
  const rows = await selectOrders(db)
    .where(and(eq(orders.active, false), inArray(orders.organizationId, owned)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrder);
}

const assertAdmin = (user: SessionUser) => {
  if (!user.isAdmin) throw forbidden('admins only');
};

/** GET /api/admin/orders?state=pending: the orders waiting for payment, oldest first. */
export async function listPendingOrders(db: Db, user: SessionUser): Promise<Order[]> {
  assertAdmin(user);
  const rows = await selectOrders(db).where(eq(orders.active, false)).orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map(toOrder);
}

/**
 * POST /api/admin/orders/{id}/activate: payment arrived. The term starts now, or at the renewal's start, and
 * lasts the licence's lifetime; rights follow with the members' next request. 409 when already active
 * (also when two admins activate at once: only the first update finds it inactive).
 */
export async function activateOrder(ctx: MailContext, user: SessionUser, id: number, now = new Date()): Promise<Order> {
  assertAdmin(user);
  const { db } = ctx;
  const row = await findOrderRow(db, id);
  if (row.active) throw conflict('order already active');
  const validFrom = row.validFrom ?? now;
  const validUntil = licenceEnd(validFrom, row.lifetime);
  const updated = await db
    .update(orders)
    .set({ active: true, validFrom, validUntil })
    .where(and(eq(orders.id, id), eq(orders.active, false)))
    .returning({ id: orders.id });
  if (updated.length === 0) throw conflict('order already active');
  await publishChange(db, row.organizationId, ['order']);

  if (row.ordererEmail) {
    const mail = licenceActivatedMail(row.ordererEmail, row.ordererFirstName ?? '', { ...row, validUntil }, `${ctx.publicUrl}/account/license`);
    await sendQuietly(ctx, mail, 'licence activation');
  }
  return toOrder(await findOrderRow(db, id));
}
