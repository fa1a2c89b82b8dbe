import type { AccessCodeSwitches } from '../schemas/licences';

/**
 * A pupil code that a device can check without the server (see docs/codes.md#signed-codes): the server signs what the code opens
 * (story, dates, switches, hidden material) with Ed25519; the token travels in the code's link and QR code
 * (`?t=`), and the app verifies it with the server's public key it keeps. Format: `<payload>.<signature>`,
 * both base64url; the payload is this type as JSON.
 */
export type SignedCodePayload = {
  code: string;
  boardstoryId: number;
  slug: string;
  /** ISO instants, as the server stores them */
  startingDate: string;
  expirationDate: string;
  /** the code's visitors count as external users (the newsletter block hides for them) */
  isExternalUser: boolean;
} & AccessCodeSwitches;

const toBase64Url = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const fromBase64Url = (text: string): Uint8Array => {
  const plain = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
};

/** The bytes the server signs: the payload's JSON as UTF-8. */
export const payloadBytes = (payload: SignedCodePayload): Uint8Array => new TextEncoder().encode(JSON.stringify(payload));

export const encodeSignedCode = (payload: SignedCodePayload, signature: Uint8Array): string =>
  `${toBase64Url(payloadBytes(payload))}.${toBase64Url(signature)}`;

/** Splits a token into its payload bytes, the parsed payload and the signature; null when it is not one. */
export function decodeSignedCode(token: string): { bytes: Uint8Array; payload: SignedCodePayload; signature: Uint8Array } | null {
  const parts = token.split('.');
  if (parts.length !== 2 || token.length > 4000) return null;
  try {
    const bytes = fromBase64Url(parts[0]);
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as SignedCodePayload;
    if (typeof payload?.code !== 'string' || typeof payload.boardstoryId !== 'number') return null;
    return { bytes, payload, signature: fromBase64Url(parts[1]) };
  } catch {
    return null;
  }
}
