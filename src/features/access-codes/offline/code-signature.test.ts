import { describe, expect, it } from 'vitest';
import { encodeSignedCode, payloadBytes, type SignedCodePayload } from '../../../shared/domain/signed-code';
import { verifySignedCode } from './code-signature';

const payload: SignedCodePayload = {
  code: 'ACDEFGHJKM',
  boardstoryId: 7,
  slug: 'die-mutige-maus',
  startingDate: '2026-03-01T00:00:00.000Z',
  expirationDate: '2026-03-15T00:00:00.000Z',
  isExternalUser: false,
  soundEnabled: false,
  subtitlesEnabled: true,
  autoplayEnabled: true,
  searchGameEnabled: true,
  impulseEnabled: true,
  quizEnabled: false,
  hiddenAttachments: [3],
};

// a key pair like the server's, made here: the browser side must accept exactly what Ed25519 signed
async function signer() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const publicKey = Buffer.from(raw).toString('base64url');
  const sign = async (p: SignedCodePayload) =>
    encodeSignedCode(p, new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, payloadBytes(p) as BufferSource)));
  return { publicKey, sign };
}

describe('verifySignedCode', () => {
  it('answers the payload of a token signed with the matching key', async () => {
    const { publicKey, sign } = await signer();
    expect(await verifySignedCode(await sign(payload), publicKey)).toEqual(payload);
  });

  it('refuses a changed payload, another key, a damaged token and a device without a key', async () => {
    const { publicKey, sign } = await signer();
    const other = await signer();
    const token = await sign(payload);
    const [, signature] = token.split('.');
    const [forgedPayload] = (await sign({ ...payload, soundEnabled: true })).split('.');
    expect(await verifySignedCode(`${forgedPayload}.${signature}`, publicKey)).toBeNull();
    expect(await verifySignedCode(token, other.publicKey)).toBeNull();
    expect(await verifySignedCode('kein-token', publicKey)).toBeNull();
    expect(await verifySignedCode(token, null)).toBeNull();
  });
});
