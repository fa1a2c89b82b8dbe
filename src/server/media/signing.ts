import crypto from 'node:crypto';

/** Long enough to start and watch a short story, short enough that a shared link soon stops working. */
export const SIGNED_URL_SECONDS = 15 * 60;

// a key of its own, so a signature can never be confused with another use of the server secret
const signingKey = (secret: string) => crypto.createHash('sha256').update(`media-signing:${secret}`).digest();

const signature = (secret: string, pathname: string, exp: number) =>
  crypto.createHmac('sha256', signingKey(secret)).update(`${pathname}\n${exp}`).digest('base64url');

/** A URL for a non-public media path (`/media/videos/x.mp4`) that works until `exp` (unix seconds). */
export function signMediaPath(secret: string, pathname: string, now = Date.now(), seconds = SIGNED_URL_SECONDS): string {
  return signMediaPathUntil(secret, pathname, Math.floor(now / 1000) + seconds);
}

/**
 * The same with a given expiry: the files an HLS playlist names are signed until the playlist's own signature
 * expires, so a playlist never hands out a longer life than it has.
 */
export function signMediaPathUntil(secret: string, pathname: string, exp: number): string {
  return `${pathname}?exp=${exp}&sig=${signature(secret, pathname, exp)}`;
}

/** True only for a signature made for exactly this path and expiry that has not expired yet; compared in constant time. */
export function verifyMediaSignature(
  secret: string,
  pathname: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): boolean {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now) return false;
  const expected = Buffer.from(signature(secret, pathname, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
