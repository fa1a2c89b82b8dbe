/**
 * A deactivated account's password hash starts with this mark, as `passwd -l` does it: argon2 cannot read the
 * hash any more, so every password fails, and the old hash stays behind the mark for whoever must undo it by hand.
 * Its own module because the account flows (accounts.ts) and the operator's commands (operator-accounts.ts) both ask.
 */
const DEACTIVATED = '!';

export const isDeactivated = (passwordHash: string | null | undefined) => passwordHash?.startsWith(DEACTIVATED) ?? false;

export const deactivatedHash = (passwordHash: string | null) => `${DEACTIVATED}${passwordHash ?? ''}`;
