import type { Address } from './address';

/**
 * GET /api/licenses item (see docs/licences-and-orders.md#prices). Prices are net euro cents here; the domain rules
 * turn them into gross euros.
 */
export type License = {
  id: number;
  kind: 'SINGLE' | 'TEAM' | 'SCHOOL' | 'LIBRARY' | 'MONTHLY';
  name: string;
  active: boolean;
  visible: boolean;
  lifetime: number;
  maxUsers: number;
  netPrice: number;
  description: string;
  allowRentals: boolean;
};

/**
 * GET /api/orders/current: the user's order, or `{}` when there is none (see docs/api.md#endpoints). Dates are ISO
 * strings.
 */
export type CurrentOrder = {
  id: number;
  licenseId: number;
  licenseName: string;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  isRenewable: boolean;
  allowRentals: boolean;
  /** the licence lets owners make pupil codes (see docs/roles-and-rights.md#owners) */
  allowAccessCodes: boolean;
  organizationId: number;
  maxUsers: number;
  maxNumberOfRentalAccesses: number;
  maxNumberOfRentalCodes: number;
  rentalAccessesUsed: number;
  rentalCodesUsed: number;
};

export type OrganizationType = 'SINGLE_USER' | 'SCHOOL' | 'LIBRARY' | 'MISC';
export type UserRole = 'OWNER' | 'USER' | 'RENTAL_USER';

export type OrganizationMember = {
  userId: number;
  userRole: UserRole;
  isOwner: boolean;
  rentalUntil: string | null;
  user: { firstName: string; lastName: string; email: string; createdAt: string };
};

/** GET /api/organizations/{id}: only for its members. */
export type Organization = {
  id: number;
  type: OrganizationType;
  name: string;
  address: Address | null;
  billingAddress: Address | null;
  members: OrganizationMember[];
};

/** GET /api/access-codes/{code}: what the code-entry form needs to open the story (see docs/codes.md#lookup). */
export type AccessCodeInfo = {
  slug: string;
  startingDate: string;
  expirationDate: string;
  isExternalUser: boolean;
};

/**
 * What GET /api/access-codes/{code} answers beyond that: the story, the player switches and the hidden material,
 * and the same signed as a token (shared/domain/signed-code.ts), so a device that opened the code can check it offline.
 */
export type AccessCodeLookup = AccessCodeInfo & AccessCodeSwitches & { boardstoryId: number; signedToken: string };

/** What an owner chose for a code when making it (see docs/codes.md#switches): player functions and hidden material. */
export type AccessCodeSwitches = {
  soundEnabled: boolean;
  subtitlesEnabled: boolean;
  autoplayEnabled: boolean;
  searchGameEnabled: boolean;
  impulseEnabled: boolean;
  quizEnabled: boolean;
  hiddenAttachments: number[];
};
