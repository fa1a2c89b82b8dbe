import { decodeSignedCode, fromBase64Url, type SignedCodePayload } from '../../../shared/domain/signed-code';
import { fetchPublicKey, knownPublicKey } from './code-key';

// Checking a pupil code's signature with the kept key (./code-key): loaded once a code is checked, not with
// the first load of every page.

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

/** A token the server just gave must verify; when it does not, the kept key is out of date and is fetched again. */
export async function confirmServerToken(token: string): Promise<void> {
  if (!(await verifySignedCode(token))) await fetchPublicKey(true);
}
