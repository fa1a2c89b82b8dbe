import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AccessCodeLookup } from '../../shared/schemas/licences';
import type { AccessCode, AttachmentItem } from '../../shared/schemas/playback';
import { accessCodes } from '../db/schema';
import { hashCode } from '../services/code-crypto';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: number;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  maus = ((await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as Boardstory).id;
}, 60_000);
afterAll(() => t.close());

const call = (method: string, path: string, who?: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...(who ? { cookie: cookies[who] } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
const mine = async (who: string) => {
  const res = await call('GET', `/api/me/access-codes?boardstory=${maus}`, who);
  expect(res.status).toBe(200);
  return ((await res.json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes;
};

describe('GET /api/me/access-codes', () => {
  it("lists the owner's own unexpired codes of the story, readable again", async () => {
    const codes = await mine('owner');
    expect(codes.map((c) => c.code).sort()).toEqual(['FUNKE-GUELTIG', 'FUNKE-SPAETER', 'FUNKE-STUMM']);
    expect(codes.find((c) => c.code === 'FUNKE-STUMM')).toMatchObject({ soundEnabled: false, quizEnabled: false, note: 'Stillarbeit Klasse 2b' });
  });

  it('shows nobody else those codes and needs a login', async () => {
    expect(await mine('lehrer')).toEqual([]);
    expect((await call('GET', `/api/me/access-codes?boardstory=${maus}`)).status).toBe(401);
    expect((await call('GET', '/api/me/access-codes?boardstory=x', 'owner')).status).toBe(400);
  });
});

describe('PATCH and DELETE /api/access-codes/{id}', () => {
  it('edits the note of an own code only', async () => {
    const [code] = await mine('owner');
    const res = await call('PATCH', `/api/access-codes/${code.id}`, 'owner', { note: '  Leseecke 3c ' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AccessCode).note).toBe('Leseecke 3c');
    expect((await mine('owner')).find((c) => c.id === code.id)?.note).toBe('Leseecke 3c');
    expect((await call('PATCH', `/api/access-codes/${code.id}`, 'lehrer', { note: 'fremd' })).status).toBe(404);
    expect((await call('PATCH', `/api/access-codes/${code.id}`, 'owner', { note: 'x'.repeat(501) })).status).toBe(400);
    // PostgreSQL cannot store a NUL character: the body is refused before it reaches the database
    const nul = await call('PATCH', `/api/access-codes/${code.id}`, 'owner', { note: 'Lese\u0000ecke' });
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ error: 'invalid_request' });
    expect((await call('PATCH', `/api/access-codes/${code.id}`, undefined, { note: 'x' })).status).toBe(401);
  });

  it('deletes an own code, after which it opens nothing', async () => {
    const spaeter = (await mine('owner')).find((c) => c.code === 'FUNKE-SPAETER')!;
    expect((await call('DELETE', `/api/access-codes/${spaeter.id}`, 'lehrer')).status).toBe(404);
    expect((await call('DELETE', `/api/access-codes/${spaeter.id}`, 'owner')).status).toBe(204);
    expect((await call('DELETE', `/api/access-codes/${spaeter.id}`, 'owner')).status).toBe(404);
    expect((await call('GET', '/api/access-codes/FUNKE-SPAETER')).status).toBe(404);
  });
});

describe('a code with hidden material', () => {
  it('answers its switches on lookup and keeps the hidden attachments from its holder', async () => {
    const all = ((await (await call('GET', `/api/attachments/${maus}?accessCode=FUNKE-STUMM`)).json()) as ListEnvelope<'attachments', AttachmentItem>)
      ._embedded.attachments;
    await t.db.update(accessCodes).set({ hiddenAttachments: [all[0].id] }).where(eq(accessCodes.codeHash, hashCode('FUNKE-STUMM')));
    const lookup = (await (await call('GET', '/api/access-codes/FUNKE-STUMM')).json()) as AccessCodeLookup;
    expect(lookup).toMatchObject({ boardstoryId: maus, soundEnabled: false, quizEnabled: false, hiddenAttachments: [all[0].id] });
    const seen = ((await (await call('GET', `/api/attachments/${maus}?accessCode=FUNKE-STUMM`)).json()) as ListEnvelope<'attachments', AttachmentItem>)
      ._embedded.attachments;
    expect(seen.map((a) => a.id)).toEqual(all.slice(1).map((a) => a.id));
    expect((await call('GET', `${all[0].path.split('?')[0]}?accessCode=FUNKE-STUMM`)).status).toBe(404);
    // a licence holder using the same code still gets everything
    expect((await call('GET', `${all[0].path.split('?')[0]}?accessCode=FUNKE-STUMM`, 'lehrer')).status).toBe(302);
  });
});
