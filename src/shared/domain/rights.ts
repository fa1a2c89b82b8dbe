import { isAccessCodeValid } from './access-code';

/**
 * Playback and download rights (see docs/roles-and-rights.md#playback-rights,
 * docs/roles-and-rights.md#downloads). The server decides with these rules before it signs a media URL;
 * the browser uses the same rules to pick the dialog a user without rights sees, so both always agree.
 */

/** What the rules need to know about the signed-in user's licence; dates are ISO strings. */
export type LicenceHolder = {
  /** the role in the organization of the current order; null without any membership */
  role: 'OWNER' | 'USER' | 'RENTAL_USER' | null;
  /** the current order, or null when there is none */
  order: { active: boolean; validFrom: string | null; validUntil: string | null; allowRentals: boolean } | null;
  /** end of a rental user's lending access */
  rentalUntil: string | null;
};

/** A pupil code as the rules need it: for which story, when, and which material it hides. */
export type CodeGrant = {
  boardstoryId: number;
  startingDate: string;
  expirationDate: string;
  hiddenAttachments: number[];
};

export type RightsContext = {
  story: { id: number; free: boolean };
  /** null for a guest */
  user: LicenceHolder | null;
  /** the code given with the request, if any (checked for story and dates here) */
  code: CodeGrant | null;
  now?: Date;
};

/** The dialog a user without rights sees instead of the full video or a download. */
export type MissingRightsDialog = 'login' | 'buyLicence' | 'licenceInvalid';

const isFuture = (iso: string | null, now: Date) => iso !== null && Date.parse(iso) > now.getTime();
const hasStarted = (iso: string | null, now: Date) => iso === null || Date.parse(iso) <= now.getTime();

/** The order is active, has started and has not ended. */
const isRunning = (order: LicenceHolder['order'], now: Date) =>
  !!order && order.active && hasStarted(order.validFrom, now) && isFuture(order.validUntil, now);

/** An active order that is not a rental access and whose validity has not ended. */
export function hasValidLicence(user: LicenceHolder | null, now = new Date()): boolean {
  return !!user && user.role !== 'RENTAL_USER' && isRunning(user.order, now);
}

/**
 * The player's teacher view (the after-story panel's "Spieleübersicht" at any time): signed in with a running licence
 * of their own, or an administrator, and not on a pupil's code. A library's reader is a pupil here, not a teacher.
 */
export function isTeacherView(user: LicenceHolder | null, isAdmin: boolean, accessCode: string | null, now = new Date()): boolean {
  return !accessCode && (isAdmin || hasValidLicence(user, now));
}

/**
 * When a rental user's lending access ends, or null when it is not running. It ends with the library's
 * licence (the order of the rental user's organisation): a library whose licence ran out or was deactivated
 * lends nothing, whatever end date the lending itself had.
 */
export function rentalAccessUntil(user: LicenceHolder | null, now = new Date()): string | null {
  if (user?.role !== 'RENTAL_USER' || !isRunning(user.order, now)) return null;
  const rentalEnd = user.rentalUntil;
  const licenceEnd = user.order?.validUntil;
  if (!rentalEnd || !licenceEnd || !isFuture(rentalEnd, now)) return null;
  return Date.parse(licenceEnd) < Date.parse(rentalEnd) ? licenceEnd : rentalEnd;
}

/** A rental user whose lending access is still running. */
export function hasValidRental(user: LicenceHolder | null, now = new Date()): boolean {
  return rentalAccessUntil(user, now) !== null;
}

/** A code counts only for its own story, after its start and before its expiry. */
export function isCodeValidFor(code: CodeGrant | null, storyId: number, now = new Date()): code is CodeGrant {
  return code !== null && code.boardstoryId === storyId && isAccessCodeValid(code, now);
}

/** Full video (and tiger creation): free story, valid licence, running rental, or a valid code for this story. */
export function canPlayFullVideo({ story, user, code, now = new Date() }: RightsContext): boolean {
  return story.free || hasValidLicence(user, now) || hasValidRental(user, now) || isCodeValidFor(code, story.id, now);
}

/** Trailers are the shop window: everyone may watch them. */
export const canPlayTrailer = (): boolean => true;

/**
 * Which dialog explains the missing right: guests are asked to log in; users whose licence or rental exists but
 * is not valid (expired, not active yet) are sent to check it; users without any licence are offered one.
 */
export function missingRightsDialog(user: LicenceHolder | null): MissingRightsDialog {
  if (!user) return 'login';
  if (user.order || user.role === 'RENTAL_USER') return 'licenceInvalid';
  return 'buyLicence';
}

/**
 * Making pupil codes (see docs/roles-and-rights.md#codes): a member of the order's organisation (owner or teacher) while
 * the order is active and running and its licence allows codes; in an order that allows rentals (a library, whose codes
 * are rental codes counted against the licence) only the owner. Rental users never make codes.
 */
export function mayCreateAccessCodes(user: LicenceHolder | null, licenceAllowsCodes: boolean, now = new Date()): boolean {
  if (!user || !licenceAllowsCodes || !hasValidLicence(user, now)) return false;
  if (user.role === 'OWNER') return true;
  return user.role === 'USER' && user.order?.allowRentals === false;
}

/** Lending material is for library staff: only owners of an order that allows rentals see it. */
export function seesRentalMaterial(user: LicenceHolder | null): boolean {
  return user?.role === 'OWNER' && user.order?.allowRentals === true;
}

export type DownloadRight = { allowed: true } | { allowed: false; dialog: MissingRightsDialog } | { allowed: false; hidden: true };

/**
 * Downloading one attachment: free stories for everyone; licence holders and running rentals; a valid code for
 * this story except the attachments its owner hid (those are not shown to the code holder at all).
 */
export function downloadRight(ctx: RightsContext, attachment: { id: number; forRentals: boolean }): DownloadRight {
  const now = ctx.now ?? new Date();
  if (attachment.forRentals && !seesRentalMaterial(ctx.user)) return { allowed: false, hidden: true };
  if (ctx.story.free || hasValidLicence(ctx.user, now) || hasValidRental(ctx.user, now)) return { allowed: true };
  if (isCodeValidFor(ctx.code, ctx.story.id, now)) {
    return ctx.code.hiddenAttachments.includes(attachment.id) ? { allowed: false, hidden: true } : { allowed: true };
  }
  return { allowed: false, dialog: missingRightsDialog(ctx.user) };
}

/**
 * The browser's side of LicenceHolder, from what it keeps after login (see docs/accounts.md#session-start): the current order and the
 * organization with its members. The role and rental end are the signed-in user's own membership entry.
 */
export function licenceHolderOf(user: {
  accountId: number | null;
  currentOrder: { active: boolean; validFrom: string | null; validUntil: string | null; allowRentals: boolean } | null;
  members: { userId: number; userRole: 'OWNER' | 'USER' | 'RENTAL_USER'; rentalUntil: string | null }[] | null;
}): LicenceHolder | null {
  if (user.accountId === null) return null;
  const member = user.members?.find((m) => m.userId === user.accountId);
  const order = user.currentOrder;
  return {
    role: member?.userRole ?? null,
    rentalUntil: member?.rentalUntil ?? null,
    order: order ? { active: order.active, validFrom: order.validFrom, validUntil: order.validUntil, allowRentals: order.allowRentals } : null,
  };
}
