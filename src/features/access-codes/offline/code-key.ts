import { api, unwrap } from '../../../lib/api-client';

// The server's public key (raw Ed25519, base64url) is public: kept in localStorage so a device that was online
// once can check codes offline. It comes from GET /api/code-signing-key (src/server/routes; see
// docs/codes.md#signed-codes).
const KEY_STORAGE = 'lesefunke-code-key';

const rememberPublicKey = (rawBase64Url: string) => localStorage.setItem(KEY_STORAGE, rawBase64Url);
export const knownPublicKey = (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY_STORAGE));

/**
 * Fetches the public key when the device has none yet, or again (`refresh`) when a token the server just gave
 * fails with the kept one: the server's secret, and with it the key, has changed. Offline it keeps what it has.
 */
export async function fetchPublicKey(refresh = false): Promise<string | null> {
  if ((!refresh && knownPublicKey()) || !navigator.onLine) return knownPublicKey();
  try {
    // a refresh must get past the browser's HTTP cache, which keeps the key for a day
    const { publicKey } = await unwrap(api['code-signing-key'].$get(undefined, { init: refresh ? { cache: 'no-cache' } : {} }));
    rememberPublicKey(publicKey);
    return publicKey;
  } catch {
    return knownPublicKey();
  }
}

/** At start and whenever the connection returns, so a device that was online once can check codes offline. */
export function keepPublicKey(): void {
  void fetchPublicKey();
  window.addEventListener('online', () => void fetchPublicKey());
}
