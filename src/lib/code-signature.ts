import { decodeSignedCode, fromBase64Url, type SignedCodePayload } from '../shared/domain/signed-code';

// The server's public key (raw Ed25519, base64url) is public: kept in localStorage so a device that was online
// once can check codes offline. It comes from GET /api/code-signing-key (src/server/routes, issue 11).
const KEY_STORAGE = 'lesefunke-code-key';

export const rememberPublicKey = (rawBase64Url: string) => localStorage.setItem(KEY_STORAGE, rawBase64Url);
export const knownPublicKey = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY_STORAGE));

/**
 * The payload of a token whose signature the kept public key confirms; null for a forged or damaged token or
 * when the device has no key yet. Dates are not checked here: what is valid *now* is the caller's rule.
 */
export async function verifySignedCode(token: string, publicKey = knownPublicKey()): Promise<SignedCodePayload | null> {
  const decoded = decodeSignedCode(token);
  if (!decoded || !publicKey || typeof crypto === 'undefined' || !crypto.subtle) return null;
  try {
    const key = await crypto.subtle.importKey('raw', fromBase64Url(publicKey) as BufferSource, { name: 'Ed25519' }, false, ['verify']);
    const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, decoded.signature as BufferSource, decoded.bytes as BufferSource);
    return ok ? decoded.payload : null;
  } catch {
    return null;
  }
}
