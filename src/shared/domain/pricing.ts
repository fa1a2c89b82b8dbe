/**
 * Prices, VAT and licence durations (see docs/licences-and-orders.md#prices, docs/licences-and-orders.md#vat,
 * docs/licences-and-orders.md#licence-groups). Prices are net euro cents everywhere; the overview shows
 * them gross with the German rate in whole euros, an order computes its totals with the rate of its country.
 * The server computes every total with these functions; the browser only shows what they give.
 */
import { addDays, addMonths } from 'date-fns';

/** The rate the licence overview's prices include ("* Alle Preise inkl. 19 % MwSt."). */
export const DISPLAY_VAT_PERCENT = 19;

/** Shown gross price in whole euros: net × 1.19, rounded. */
export const grossEuros = (netCents: number): number => Math.round((netCents * (100 + DISPLAY_VAT_PERCENT)) / 100 / 100);

/** "gratis" at 0, else "{n} €". */
export const priceLabel = (netCents: number): string => {
  const euros = grossEuros(netCents);
  return euros === 0 ? 'gratis' : `${euros} €`;
};

export type LicenceGroup = 'yearly' | 'monthly';

/** Yearly: lifetime ≥ 12 months; monthly: ≤ 11; a lifetime in between belongs to neither toggle. */
export function licenceGroup(lifetime: number): LicenceGroup | null {
  if (lifetime >= 12) return 'yearly';
  if (lifetime <= 11) return 'monthly';
  return null;
}

/** Over 1: "{n} Monate"; exactly 1: "1 Monat"; under 1: days = fraction × 31 rounded down. */
export function durationLabel(lifetime: number): string {
  if (lifetime > 1) return `${lifetime.toLocaleString('de-DE')} Monate`;
  if (lifetime === 1) return '1 Monat';
  const days = Math.floor(lifetime * 31);
  return days === 1 ? '1 Tag' : `${days} Tage`;
}

/**
 * When a term that starts at `from` ends: whole months first, then the fraction of a month as days
 * (× 31, rounded down), the same rule durationLabel shows, so 0.5 is 15 days.
 */
export function licenceEnd(from: Date, lifetime: number): Date {
  const months = Math.floor(lifetime);
  return addDays(addMonths(from, months), Math.floor((lifetime - months) * 31));
}

/** The seats of a card; the school licence says one school instead of its seat count. */
export function seatsLabel(licence: { kind: string; maxUsers: number }): string {
  if (licence.kind === 'SCHOOL') return 'für eine Schule';
  return licence.maxUsers === 1 ? 'für 1 Person' : `für bis zu ${licence.maxUsers} Personen`;
}

/** VAT rates in percent by ISO country code (see docs/licences-and-orders.md#vat); every other country 0. */
export const VAT_RATES: Readonly<Record<string, number>> = {
  AT: 20, BE: 21, BG: 20, DK: 25, DE: 19, EE: 20, GR: 24, ES: 21, FI: 24, FR: 20, HR: 25, IS: 24, IT: 22, LV: 21,
  LT: 21, LU: 17, HU: 27, IE: 23, MT: 18, NL: 21, PL: 23, PT: 23, RO: 24, SK: 20, SI: 22, SE: 25, CZ: 19, GB: 20, CY: 19,
};

export const vatRate = (country: string | null | undefined): number => (country ? (VAT_RATES[country] ?? 0) : 0);

/**
 * The country whose VAT applies: the billing address's, else the order's address, else the institution's
 * (see docs/licences-and-orders.md#vat). Addresses without a country are skipped.
 */
export function vatCountry(...addresses: ({ country?: string | null } | null | undefined)[]): string | null {
  for (const address of addresses) if (address?.country) return address.country;
  return null;
}

export type OrderTotals = { net: number; vatPercent: number; vat: number; discountPercent: number; discount: number; total: number };

/**
 * Order total = net + VAT − discount (see docs/licences-and-orders.md#vat), in cents. The discount takes its percentage off the gross
 * amount, which is the same as taking it off the net and charging VAT on the rest; each step is rounded to
 * a cent so the confirmation e-mail, the check step and the stored order add up to the same figures.
 */
export function orderTotals(netCents: number, vatPercent: number, discountPercent = 0): OrderTotals {
  const vat = Math.round((netCents * vatPercent) / 100);
  const discount = Math.round(((netCents + vat) * discountPercent) / 100);
  return { net: netCents, vatPercent, vat, discountPercent, discount, total: netCents + vat - discount };
}

/** "1.234,50 €" for an amount in cents. */
export const formatEuroCents = (cents: number): string =>
  `${(cents / 100).toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** Invitations are allowed while maxUsers > members + open invitations (see docs/licences-and-orders.md#invitations). */
export const hasFreeSeat = (maxUsers: number, members: number, openInvitations: number): boolean => maxUsers > members + openInvitations;

/** Remaining rental accesses or codes: max − used, never below 0. */
export const remaining = (max: number, used: number): number => Math.max(0, max - used);

/** "Noch 1 Code übrig" / "Noch N Codes übrig" (see docs/licences-and-orders.md#rentals). */
export const codesLeftLabel = (n: number): string => `Noch ${n} ${n === 1 ? 'Code' : 'Codes'} übrig`;
