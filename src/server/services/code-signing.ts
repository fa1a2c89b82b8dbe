import crypto from 'node:crypto';
import { encodeSignedCode, payloadBytes, type SignedCodePayload } from '../../shared/domain/signed-code';
import { switchesOf } from '../../shared/domain/access-code-switches';

// An Ed25519 private key as PKCS#8 DER is this fixed header followed by the 32-byte seed (RFC 8410), so a
// seed derived from the secret gives the same key in every process that shares the secret: several
// instances behind a load balancer sign alike, and tokens stay valid across restarts.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// the raw public key is the last 32 bytes of its SPKI DER (a 12-byte header)
const SPKI_ED25519_HEADER_LENGTH = 12;

// derived anew each time (microseconds): nothing held in memory that could drift from the secret
function keyPair(secret: string) {
  // a key of its own purpose: the same secret also signs media URLs and encrypts codes
  const seed = crypto.createHmac('sha256', secret).update('lesefunke code signing').digest();
  const privateKey = crypto.createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const spki = crypto.createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return { privateKey, publicKeyRaw: spki.subarray(SPKI_ED25519_HEADER_LENGTH).toString('base64url') };
}

/** The public key devices check tokens with: raw Ed25519, base64url (GET /api/code-signing-key). */
export const codeSigningPublicKey = (secret: string): string => keyPair(secret).publicKeyRaw;

/** A code's token `<payload>.<signature>` (shared/domain/signed-code.ts) that a device can check offline. */
export function signCode(secret: string, payload: SignedCodePayload): string {
  const signature = crypto.sign(null, payloadBytes(payload), keyPair(secret).privateKey);
  return encodeSignedCode(payload, new Uint8Array(signature));
}

type SignableRow = Omit<SignedCodePayload, 'code' | 'slug' | 'startingDate' | 'expirationDate'> & {
  startingDate: Date;
  expirationDate: Date;
};

/** The token of a stored code: what it opens, when, and with which switches — nothing about who made it. */
export const signedTokenFor = (secret: string, code: string, slug: string, row: SignableRow): string =>
  signCode(secret, {
    code,
    boardstoryId: row.boardstoryId,
    slug,
    startingDate: row.startingDate.toISOString(),
    expirationDate: row.expirationDate.toISOString(),
    isExternalUser: row.isExternalUser,
    ...switchesOf(row),
  });
