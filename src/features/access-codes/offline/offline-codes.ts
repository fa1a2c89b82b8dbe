import { isAccessCodeValid } from '../../../shared/domain/access-code';
import { decodeSignedCode, type SignedCodePayload } from '../../../shared/domain/signed-code';
import { fetchPublicKey } from './code-key';
import { verifySignedCode } from './code-signature';

/**
 * Signed pupil codes this device may open without the server: the ones a teacher brought along
 * for class mode and the one a story pack was saved with. Kept in localStorage as their signed tokens, so a
 * tampered entry fails the signature check like a forged link would. Codes are taken as the app writes them
 * (accessCodeSchema, normalizeCode: trimmed, in capitals), as the tokens carry them: nothing here normalises again.
 */
export type OfflineCodeSource = 'pack' | 'class';
type Entry = { token: string; source: OfflineCodeSource };

const STORAGE = 'lesefunke-offline-codes';

function read(): Entry[] {
  try {
    const entries = JSON.parse(localStorage.getItem(STORAGE) ?? '[]') as Entry[];
    return Array.isArray(entries) ? entries : [];
  } catch {
    return [];
  }
}
const write = (entries: Entry[]) => localStorage.setItem(STORAGE, JSON.stringify(entries));

/** Keeps a token when its signature holds; answers its payload, or null for a token that does not verify. */
export async function rememberCode(token: string, source: OfflineCodeSource): Promise<SignedCodePayload | null> {
  // tokens kept here come fresh from the server: one that fails means the device lacks the (current) key
  const payload = (await verifySignedCode(token)) ?? (await verifySignedCode(token, await fetchPublicKey(true)));
  if (!payload) return null;
  const others = read().filter((e) => !(e.source === source && e.token === token));
  write([...others, { token, source }]);
  return payload;
}

/** The verified payload of a kept code that opens now (between its start and its end, device clock). */
export async function findOfflineCode(code: string, now = new Date()): Promise<SignedCodePayload | null> {
  for (const entry of read()) {
    const payload = await verifySignedCode(entry.token);
    if (payload && payload.code === code && isAccessCodeValid(payload, now)) return payload;
  }
  return null;
}

/**
 * The signed copy of a code this device can vouch for while the server is out of reach: the token a link
 * carried (whatever its dates say: an expired one must be refused, not left unchecked), else a kept code
 * that opens now. Null when neither verifies.
 */
export async function heldCode(code: string, linkToken?: string): Promise<SignedCodePayload | null> {
  const linked = linkToken ? await verifySignedCode(linkToken) : null;
  if (linked?.code === code) return linked;
  return findOfflineCode(code);
}

/** Every kept code of one source with its payload (class mode lists the stories its codes open). */
export async function listOfflineCodes(source: OfflineCodeSource): Promise<SignedCodePayload[]> {
  const payloads = await Promise.all(read().filter((e) => e.source === source).map((e) => verifySignedCode(e.token)));
  return payloads.filter((p): p is SignedCodePayload => p !== null);
}

/** Forgets codes: one code (revoked, or its pack removed), a whole source, or both filters together. */
export function forgetCodes(filter: { source?: OfflineCodeSource; code?: string }): void {
  const doomed = (e: Entry) =>
    (filter.source === undefined || e.source === filter.source) &&
    (filter.code === undefined || decodeSignedCode(e.token)?.payload.code === filter.code);
  write(read().filter((e) => !doomed(e)));
}
