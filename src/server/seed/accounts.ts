import { hash } from '@node-rs/argon2';
import { addDays, addMonths, addYears, subDays, subMonths, subYears } from 'date-fns';
import { orderTotals, vatRate } from '../../shared/domain/pricing';
import type { Address } from '../../shared/schemas/address';
import type { Db } from '../db/client';
import { licenses, organizationMembers, organizations, orders, promoCodes, users } from '../db/schema';

/** The shared password of every demo account (see docs/demo-data.md). */
export const DEMO_PASSWORD = 'Lesefunke2026!';

const yearly = '- Alle Boardstories in voller Länge\n- Spiele, Quiz und Impulse\n- Material zum Herunterladen';

const licenceRows = [
  { kind: 'SINGLE', name: 'Einzellizenz', lifetime: 12, maxUsers: 1, netPrice: 4900,
    description: `${yearly}\n- Codes für Schülerinnen und Schüler\nX Weitere Nutzerinnen und Nutzer\nX Verleih an Bibliotheksnutzer` },
  { kind: 'TEAM', name: 'Teamlizenz', lifetime: 12, maxUsers: 5, netPrice: 14900,
    description: `${yearly}\n- Bis zu 5 Lehrkräfte\n- Codes für Schülerinnen und Schüler\nX Verleih an Bibliotheksnutzer` },
  { kind: 'SCHOOL', name: 'Schullizenz', lifetime: 12, maxUsers: 30, netPrice: 39900,
    description: `${yearly}\n- Bis zu 30 Lehrkräfte\n- Codes für Schülerinnen und Schüler\nX Verleih an Bibliotheksnutzer` },
  { kind: 'LIBRARY', name: 'Bibliothekslizenz', lifetime: 12, maxUsers: 5, netPrice: 29900, allowRentals: true,
    maxNumberOfRentalAccesses: 10, maxNumberOfRentalCodes: 20,
    description: `${yearly}\n- Bis zu 5 Mitarbeitende\n- 10 Verleihzugänge und 20 Verleihcodes\n- Material für die Bibliotheksstunde` },
  { kind: 'MONTHLY', name: 'Monatslizenz', lifetime: 1, maxUsers: 1, netPrice: 790,
    description: `${yearly}\nX Codes für Schülerinnen und Schüler\nX Verleih an Bibliotheksnutzer` },
  { kind: 'MONTHLY', name: 'Schnupperlizenz', lifetime: 0.5, maxUsers: 1, netPrice: 390, allowAccessCodes: false,
    description: '- Alle Boardstories in voller Länge für zwei Wochen\n- Spiele, Quiz und Impulse\nX Material zum Herunterladen\nX Codes für Schülerinnen und Schüler' },
  // bought only through customer service, hence hidden from the licence overview
  { kind: 'SCHOOL', name: 'Kreismedienzentrum', lifetime: 12, maxUsers: 200, netPrice: 199000, visible: false,
    description: `${yearly}\n- Für alle Schulen eines Landkreises` },
] satisfies (typeof licenses.$inferInsert)[];

// complete in the order form's sense (contact names are required, see docs/accounts.md#addresses), so a renewal skips step one
const address = (name: string, contact: [string, string], street: string, streetNumber: string, zip: string, city: string): Address => ({
  name,
  firstName: contact[0],
  lastName: contact[1],
  street,
  streetNumber,
  zip,
  city,
  country: 'DE',
  state: 'Nordrhein-Westfalen',
});

const people = [
  ['owner', 'Frau', 'Sabine', 'Sommer'],
  ['lehrer', 'Herr', 'Jonas', 'Lehmann'],
  ['bibliothek', 'Frau', 'Petra', 'Buchholz'],
  ['leser', 'Frau', 'Lena', 'Lesemann'],
  ['abgelaufen', 'Herr', 'Albert', 'Abel'],
  ['neu', 'Frau', 'Nora', 'Neumann'],
  ['admin', 'Herr', 'Adrian', 'Adam'],
  ['reset', 'Frau', 'Rita', 'Rosen'],
] as const;
type Person = (typeof people)[number][0];

/** The addresses of the demo accounts: a production start checks that none of them still has DEMO_PASSWORD. */
export const DEMO_EMAILS = people.map(([key]) => `${key}@lesefunke.test`);

export type SeededAccounts = { userIds: Record<Person, number>; schoolId: number; libraryId: number };

/** Accounts, organizations, licences, promo codes and orders of docs/demo-data.md#accounts, with dates relative to now. */
export async function seedAccounts(db: Db, now = new Date()): Promise<SeededAccounts> {
  // one hash for everyone: argon2id is slow on purpose, and the first start should not wait for eight of them
  const passwordHash = await hash(DEMO_PASSWORD);
  const userRows = await db
    .insert(users)
    .values(
      people.map(([key, salutation, firstName, lastName]) => ({
        email: `${key}@lesefunke.test`,
        passwordHash,
        salutation,
        firstName,
        lastName,
        isAdmin: key === 'admin',
        mustResetPassword: key === 'reset',
        confirmedAt: subMonths(now, 3),
        tosConsentAt: key === 'reset' ? null : subMonths(now, 3),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = Object.fromEntries(userRows.map((u) => [u.email.split('@')[0], u.id])) as Record<Person, number>;

  const school = address('Grundschule am Park', ['Sabine', 'Sommer'], 'Parkallee', '12', '50667', 'Köln');
  const library = address('Stadtbibliothek Lesefunke', ['Petra', 'Buchholz'], 'Bücherplatz', '1', '44135', 'Dortmund');
  const [schoolOrg, libraryOrg, expiredOrg, adminOrg] = await db
    .insert(organizations)
    .values([
      { type: 'SCHOOL', name: 'Grundschule am Park', address: school, billingAddress: school },
      { type: 'LIBRARY', name: 'Stadtbibliothek Lesefunke', address: library, billingAddress: library },
      { type: 'SINGLE_USER', name: 'Albert Abel', address: null, billingAddress: null },
      { type: 'SINGLE_USER', name: 'Adrian Adam', address: null, billingAddress: null },
    ])
    .returning({ id: organizations.id });

  await db.insert(organizationMembers).values([
    { organizationId: schoolOrg.id, userId: userIds.owner, userRole: 'OWNER' },
    { organizationId: schoolOrg.id, userId: userIds.lehrer, userRole: 'USER' },
    { organizationId: libraryOrg.id, userId: userIds.bibliothek, userRole: 'OWNER' },
    { organizationId: libraryOrg.id, userId: userIds.leser, userRole: 'RENTAL_USER', rentalUntil: addDays(now, 14) },
    { organizationId: expiredOrg.id, userId: userIds.abgelaufen, userRole: 'OWNER' },
    { organizationId: adminOrg.id, userId: userIds.admin, userRole: 'OWNER' },
  ]);

  const licenceIds = await db.insert(licenses).values(licenceRows).returning({ id: licenses.id, name: licenses.name });
  const licence = (name: string) => {
    const row = licenceRows.findIndex((l) => l.name === name);
    return { id: licenceIds[row].id, netPrice: licenceRows[row].netPrice };
  };

  const [schoolStart] = await db
    .insert(promoCodes)
    .values([
      { code: 'SCHULSTART10', discountPercent: 10, validFrom: subMonths(now, 1), validUntil: addMonths(now, 6), licenseKinds: null },
      { code: 'ABGELAUFEN20', discountPercent: 20, validFrom: subMonths(now, 4), validUntil: subMonths(now, 1), licenseKinds: null },
      { code: 'NURBIBLIOTHEK', discountPercent: 15, validFrom: subMonths(now, 1), validUntil: addMonths(now, 6), licenseKinds: ['LIBRARY'] },
    ])
    .returning({ id: promoCodes.id });

  const order = (
    organizationId: number,
    orderedBy: number,
    name: string,
    validFrom: Date,
    validUntil: Date,
    isRenewable: boolean,
    promo?: { id: number; percent: number },
  ): typeof orders.$inferInsert => {
    const { id, netPrice } = licence(name);
    const totals = orderTotals(netPrice, vatRate('DE'), promo?.percent ?? 0);
    return {
      organizationId,
      licenseId: id,
      orderedBy,
      active: true,
      validFrom,
      validUntil,
      isRenewable,
      promoCodeId: promo?.id ?? null,
      netPrice,
      discountPercent: promo?.percent ?? 0,
      vatPercent: totals.vatPercent,
      vatCountry: 'DE',
      total: totals.total,
    };
  };
  const yesterday = subDays(now, 1);
  await db.insert(orders).values([
    order(schoolOrg.id, userIds.owner, 'Schullizenz', yesterday, addYears(now, 1), true, { id: schoolStart.id, percent: 10 }),
    order(libraryOrg.id, userIds.bibliothek, 'Bibliothekslizenz', subMonths(now, 3), addMonths(now, 9), true),
    order(expiredOrg.id, userIds.abgelaufen, 'Einzellizenz', subYears(yesterday, 1), yesterday, true),
    order(adminOrg.id, userIds.admin, 'Einzellizenz', subMonths(now, 1), addMonths(now, 11), false),
  ]);

  return { userIds, schoolId: schoolOrg.id, libraryId: libraryOrg.id };
}
