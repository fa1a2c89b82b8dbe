import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDayOf } from '../../shared/domain/berlin-day';
import { decodeSignedCode, encodeSignedCode, fromBase64Url } from '../../shared/domain/signed-code';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AccessCodeLookup, CurrentOrder } from '../../shared/schemas/licences';
import type { AccessCode } from '../../shared/schemas/playback';
import { codeSigningPublicKey } from '../services/code-signing';
import { createTestApp, login, type TestApp } from '../testing/test-app';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp({ SECRET });
  owner = await login(t.app, 'owner@lesefunke.test');
}, 120_000);
afterAll(() => t.close());

const publicKeyOf = async (app: TestApp['app']) => ((await (await app.request('/api/code-signing-key')).json()) as { publicKey: string }).publicKey;
// node's own check, independent of the app's WebCrypto one: the raw key wrapped in its SPKI header
const nodeVerifies = (token: string, rawKey: string) => {
  const decoded = decodeSignedCode(token);
  if (!decoded) return false;
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(rawKey, 'base64url')]);
  const key = crypto.createPublicKey({ key: spki, format: 'der', type: 'spki' });
  return crypto.verify(null, decoded.bytes, key, decoded.signature);
};

// the browser's check (src/features/access-codes/offline/code-signature.ts, which the server may not import): WebCrypto with the raw key
async function verifySignedCode(token: string, rawKey: string) {
  const decoded = decodeSignedCode(token);
  if (!decoded) return null;
  const key = await crypto.subtle.importKey('raw', fromBase64Url(rawKey) as BufferSource, { name: 'Ed25519' }, false, ['verify']);
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, decoded.signature as BufferSource, decoded.bytes as BufferSource);
  return ok ? decoded.payload : null;
}

describe('signed pupil codes', () => {
  it('publishes a raw 32-byte Ed25519 key that devices may keep', async () => {
    const res = await t.app.request('/api/code-signing-key');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(Buffer.from(await publicKeyOf(t.app), 'base64url')).toHaveLength(32);
  });

  it('signs the lookup: story, dates and switches, checkable by node and by the app', async () => {
    const res = await t.app.request('/api/access-codes/funke-stumm');
    const lookup = (await res.json()) as AccessCodeLookup;
    const key = await publicKeyOf(t.app);
    expect(nodeVerifies(lookup.signedToken, key)).toBe(true);
    const payload = await verifySignedCode(lookup.signedToken, key);
    expect(payload).toMatchObject({
      code: 'FUNKE-STUMM',
      slug: 'die-mutige-maus',
      boardstoryId: lookup.boardstoryId,
      startingDate: lookup.startingDate,
      expirationDate: lookup.expirationDate,
      soundEnabled: false,
      quizEnabled: false,
      hiddenAttachments: lookup.hiddenAttachments,
    });
  });

  it('refuses a token whose payload was changed or that another secret signed', async () => {
    const lookup = (await (await t.app.request('/api/access-codes/FUNKE-STUMM')).json()) as AccessCodeLookup;
    const key = await publicKeyOf(t.app);
    const decoded = decodeSignedCode(lookup.signedToken)!;
    const louder = encodeSignedCode({ ...decoded.payload, soundEnabled: true }, decoded.signature);
    const longer = encodeSignedCode({ ...decoded.payload, expirationDate: '2099-01-01T00:00:00.000Z' }, decoded.signature);
    for (const forged of [louder, longer]) {
      expect(nodeVerifies(forged, key)).toBe(false);
      expect(await verifySignedCode(forged, key)).toBeNull();
    }
    expect(await verifySignedCode(lookup.signedToken, codeSigningPublicKey(`${SECRET}-other`))).toBeNull();
  });

  it('gives the owner each code with its token, from create, list and note alike', async () => {
    const order = (await (await t.app.request('/api/orders/current', { headers: { cookie: owner } })).json()) as CurrentOrder;
    const story = (await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as { id: number };
    const on = { soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
    const body = { boardstory: story.id, organization: order.organizationId, startingDate: berlinDayOf(new Date()), ...on, hiddenAttachments: [] };
    const headers = { cookie: owner, 'content-type': 'application/json' };
    const created = (await (await t.app.request('/api/access-codes', { method: 'POST', headers, body: JSON.stringify(body) })).json()) as AccessCode;
    const key = await publicKeyOf(t.app);
    expect(await verifySignedCode(created.signedToken, key)).toMatchObject({ code: created.code, slug: 'die-mutige-maus', boardstoryId: story.id });
    const listed = (await (await t.app.request(`/api/me/access-codes?boardstory=${story.id}`, { headers })).json()) as ListEnvelope<'accessCodes', AccessCode>;
    const again = listed._embedded.accessCodes.find((c) => c.id === created.id)!;
    const patched = (await (await t.app.request(`/api/access-codes/${created.id}`, { method: 'PATCH', headers, body: JSON.stringify({ note: 'Klasse 1a' }) })).json()) as AccessCode;
    for (const token of [again.signedToken, patched.signedToken]) expect((await verifySignedCode(token, key))?.code).toBe(created.code);
  });

  it('derives the key from the secret, so every instance with it signs alike', async () => {
    const twin = await createTestApp({ SECRET });
    try {
      expect(await publicKeyOf(twin.app)).toBe(await publicKeyOf(t.app));
      const lookup = (await (await twin.app.request('/api/access-codes/FUNKE-GUELTIG')).json()) as AccessCodeLookup;
      expect(await verifySignedCode(lookup.signedToken, await publicKeyOf(t.app))).not.toBeNull();
    } finally {
      await twin.close();
    }
  }, 120_000);
});
