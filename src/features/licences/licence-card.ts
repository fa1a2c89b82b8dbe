import type { CurrentOrder, License } from '../../shared/schemas/licences';
import { licenceTexts } from '../../shared/domain/licence-texts';

export type DescriptionLine = { kind: 'included' | 'excluded' | 'text'; text: string };

/**
 * A licence description (see docs/licences-and-orders.md#licence-overview): lines starting "- " are included features,
 * "X " excluded ones.
 */
export function descriptionLines(description: string): DescriptionLine[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): DescriptionLine => {
      if (line.startsWith('- ')) return { kind: 'included', text: line.slice(2).trim() };
      if (line.startsWith('X ')) return { kind: 'excluded', text: line.slice(2).trim() };
      return { kind: 'text', text: line };
    });
}

/**
 * The content option highlighted_licenses: a comma list of ids ("3, 5"); anything else in it is ignored. ACF
 * answers a single id as a number, so whatever arrives is read as text.
 */
export function highlightedIds(option: unknown): Set<number> {
  return new Set(
    String(option ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
  );
}

/**
 * The hover note of a card (see docs/licences-and-orders.md#licence-overview): libraries can lend, teams and schools
 * have a school-authority licence.
 */
export function promoNote(kind: License['kind']): string | null {
  if (kind === 'LIBRARY') return licenceTexts.libraryLicenceNote;
  if (kind === 'TEAM' || kind === 'SCHOOL') return licenceTexts.schoolAuthorityNote;
  return null;
}

export type CardAction = { kind: 'order' } | { kind: 'renew' } | { kind: 'active'; enabled: boolean } | { kind: 'waiting' };

/**
 * The card's button (see docs/licences-and-orders.md#licence-overview): "Jetzt bestellen", or for the user's current
 * licence "Jetzt hier verlängern" when it is renewable and the user owns it, else "Aktive Lizenz", disabled unless
 * renewable (a member who cannot renew it is sent to the licence page, where they learn whom to ask). A licence the
 * owner's organisation already ordered and that waits for its activation is not offered again: a second order would be
 * paid twice (the server refuses it too).
 */
export function cardAction(
  licenceId: number,
  currentOrder: Pick<CurrentOrder, 'licenseId' | 'isRenewable'> | null,
  isOwner: boolean,
  waitingLicenceIds: ReadonlySet<number> = new Set(),
): CardAction {
  if (isOwner && waitingLicenceIds.has(licenceId)) return { kind: 'waiting' };
  if (currentOrder?.licenseId !== licenceId) return { kind: 'order' };
  if (currentOrder.isRenewable && isOwner) return { kind: 'renew' };
  return { kind: 'active', enabled: currentOrder.isRenewable };
}
