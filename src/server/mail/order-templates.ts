import { durationLabel, formatEuroCents, type OrderTotals } from '../../shared/domain/pricing';
import { germanDate } from '../../shared/domain/german-date';
import { hello, mail } from './templates';

// German e-mails of the order flow (see docs/licences-and-orders.md#activation), built with the account mails' one layout (templates.ts).

/** "20 %" and "7,5 %" as a German text writes a rate. */
const percent = (n: number) => `${n.toLocaleString('de-DE')} %`;

export type OrderMailData = {
  licenseName: string;
  lifetime: number;
  organizationName: string;
  promocode: string | null;
  validFrom: Date | null;
  totals: OrderTotals;
};

/** The figures of an order, one per line, as the check step showed them. */
function orderSummaryLines(order: OrderMailData): string[] {
  const { totals } = order;
  return [
    `Lizenz: ${order.licenseName} (${durationLabel(order.lifetime)})`,
    `Einrichtung: ${order.organizationName}`,
    ...(order.validFrom ? [`Laufzeit ab: ${germanDate(order.validFrom)}`] : []),
    `Nettopreis: ${formatEuroCents(totals.net)}`,
    `MwSt. (${percent(totals.vatPercent)}): ${formatEuroCents(totals.vat)}`,
    ...(totals.discountPercent > 0
      ? [`Rabatt (${percent(totals.discountPercent)}, Aktionscode ${order.promocode}): −${formatEuroCents(totals.discount)}`]
      : []),
    `Gesamtbetrag: ${formatEuroCents(totals.total)}`,
  ];
}

export const orderConfirmationMail = (to: string, firstName: string, order: OrderMailData, url: string) =>
  mail(
    to,
    'Ihre Bestellung bei Lesefunke',
    hello(firstName),
    [
      'vielen Dank für Ihre Bestellung. Wir haben sie wie folgt erhalten:',
      ...orderSummaryLines(order),
      'Die Freischaltung Ihrer Lizenz erfolgt nach Zahlungseingang innerhalb von 2–5 Werktagen. Wir informieren Sie per E-Mail, sobald Ihre Lizenz freigeschaltet ist.',
    ],
    { url, label: 'Zu Ihrer Lizenz' },
  );

export const licenceActivatedMail = (
  to: string,
  firstName: string,
  order: { licenseName: string; organizationName: string; validUntil: Date },
  url: string,
) =>
  mail(
    to,
    'Ihre Lizenz ist freigeschaltet',
    hello(firstName),
    [
      `Ihre Lizenz ist freigeschaltet: ${order.licenseName} für ${order.organizationName}.`,
      `Sie gilt bis zum ${germanDate(order.validUntil)}. Viel Freude mit den Boardstories!`,
    ],
    { url, label: 'Zu Ihrer Lizenz' },
  );
