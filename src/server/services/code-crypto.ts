import crypto from 'node:crypto';

/** Letters and digits a pupil cannot confuse when typing from paper or a projector (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const CODE_LENGTH = 10;

/**
 * What is stored and looked up: the code grants access, so it is never kept in the clear. Takes the code as
 * accessCodeSchema gives it (shared/schemas/access-codes.ts: trimmed, in capitals), like every code the routes
 * accept; generated codes are written that way already.
 */
export const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

// a separate key per purpose, so the media-signing use of the same secret can never decrypt codes
const codeKey = (secret: string) => crypto.createHash('sha256').update(`access-code-encryption:${secret}`).digest();

/** Owners must see their codes again (link, QR): AES-256-GCM with a random IV, as base64url of iv|tag|ciphertext. */
export function encryptCode(secret: string, code: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', codeKey(secret), iv);
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the ciphertext was altered or made with another secret. */
export function decryptCode(secret: string, ciphertext: string): string {
  const raw = Buffer.from(ciphertext, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', codeKey(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** A fresh random code: 10 characters of the look-alike-free alphabet (25^10 ≈ 10^14 possibilities). */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}
