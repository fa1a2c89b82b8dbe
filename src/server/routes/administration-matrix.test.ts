import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDayOf } from '../../shared/domain/berlin-day';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { CurrentOrder } from '../../shared/schemas/licences';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// Who may call the administration's routes (see docs/roles-and-rights.md#owners): each route as every kind of caller, then hostile input.

const callers = ['guest', 'owner', 'lehrer', 'bibliothek', 'leser', 'neu', 'admin'] as const;
type Caller = (typeof callers)[number];

let t: TestApp;
const cookies: Partial<Record<Caller, string>> = {};
let school: number;
let maus: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const who of callers) if (who !== 'guest') cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  school = ((await (await send('GET', '/api/orders/current', 'owner')).json()) as CurrentOrder).organizationId;
  maus = ((await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as Boardstory).id;
}, 120_000);
afterAll(() => t.close());

function send(method: string, path: string, who: Caller, body?: string | unknown) {
  const cookie = cookies[who];
  return t.app.request(path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Each caller's status for one request; `owner` last where its success changes what the others would meet. */
async function statuses(request: (who: Caller) => Response | Promise<Response>, order: readonly Caller[] = callers) {
  const seen: Partial<Record<Caller, number>> = {};
  for (const who of order) seen[who] = (await request(who)).status;
  return seen;
}

const codeBody = () => ({
  boardstory: maus,
  organization: school,
  startingDate: berlinDayOf(new Date()),
  soundEnabled: true,
  subtitlesEnabled: true,
  autoplayEnabled: true,
  searchGameEnabled: true,
  impulseEnabled: true,
  quizEnabled: true,
  hiddenAttachments: [],
});

describe('role matrix', () => {
  it('GET /api/invitations?state=CREATED: the owner and admins', async () => {
    expect(await statuses((who) => send('GET', `/api/invitations?state=CREATED&organizationId=${school}`, who))).toEqual({
      guest: 401, owner: 200, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 200,
    });
  });

  it('POST /api/invitations: the owner only', async () => {
    const invite = (who: Caller) => send('POST', '/api/invitations', who, { organizationId: school, email: `von-${who}@schule.test`, userRole: 'USER' });
    expect(await statuses(invite)).toEqual({ guest: 401, owner: 201, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 403 });
  });

  it('DELETE /api/invitations/{id}: the owner only', async () => {
    const created = await send('POST', '/api/invitations', 'owner', { organizationId: school, email: 'weg@schule.test', userRole: 'USER' });
    const { id } = (await created.json()) as { id: number };
    const order = ['guest', 'lehrer', 'bibliothek', 'leser', 'neu', 'admin', 'owner'] as const;
    expect(await statuses((who) => send('DELETE', `/api/invitations/${id}`, who), order)).toEqual({
      guest: 401, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 403, owner: 204,
    });
    expect((await send('DELETE', `/api/invitations/${id}`, 'owner')).status).toBe(404);
  });

  it("POST /api/access-codes in the school: its owner and its teachers; the library's owner and everyone else not", async () => {
    expect(await statuses((who) => send('POST', '/api/access-codes', who, codeBody()))).toEqual({
      guest: 401, owner: 201, lehrer: 201, bibliothek: 403, leser: 403, neu: 403, admin: 403,
    });
  });

  it("PATCH and DELETE /api/access-codes/{id}: a teacher's code is the teacher's alone, the owner's the owner's", async () => {
    const made = async (who: Caller) => ((await (await send('POST', '/api/access-codes', who, codeBody())).json()) as { id: number }).id;
    const others = (but: Caller) => callers.filter((who) => who !== but);
    for (const creator of ['lehrer', 'owner'] as const) {
      const id = await made(creator);
      const expected = (ok: number) => Object.fromEntries(callers.map((who) => [who, who === 'guest' ? 401 : who === creator ? ok : 404]));
      expect(await statuses((who) => send('PATCH', `/api/access-codes/${id}`, who, { note: `von ${who}` }), [...others(creator), creator])).toEqual(expected(200));
      const stored = ((await (await send('GET', '/api/me/access-codes', creator)).json()) as { _embedded: { accessCodes: { id: number; note: string }[] } })
        ._embedded.accessCodes;
      expect(stored.find((c) => c.id === id)?.note).toBe(`von ${creator}`);
      expect(await statuses((who) => send('DELETE', `/api/access-codes/${id}`, who), [...others(creator), creator])).toEqual(expected(204));
    }
  });

  it('GET /api/me/access-codes without a story: everyone signed in, each their own', async () => {
    expect(await statuses((who) => send('GET', '/api/me/access-codes', who))).toEqual({
      guest: 401, owner: 200, lehrer: 200, bibliothek: 200, leser: 200, neu: 200, admin: 200,
    });
    const codes = async (who: Caller) => ((await (await send('GET', '/api/me/access-codes', who)).json()) as { total: number }).total;
    expect(await codes('owner')).toBeGreaterThan(0);
    // the teacher's one code from the case above, none of the owner's
    expect(await codes('lehrer')).toBe(1);
    expect(await codes('bibliothek')).toBe(0);
  });
});

describe('hostile input is a 4xx, never a 500', () => {
  const deep = `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`;
  const cases: [string, string, string | unknown][] = [
    ['POST', '/api/invitations', { organizationId: 1, email: `${'a'.repeat(10 * 1024 * 1024)}@x.test`, userRole: 'USER' }],
    ['POST', '/api/invitations', `{"organizationId":${deep},"email":"a@b.test","userRole":"USER"}`],
    ['POST', '/api/invitations', deep],
    ['POST', '/api/invitations', { organizationId: 1, email: 'a\u0000@b.test', userRole: 'USER' }],
    ['POST', '/api/invitations', { organizationId: 99_999_999_999, email: 'a@b.test', userRole: 'USER' }],
    ['POST', '/api/invitations', { organizationId: -1, email: 'a@b.test', userRole: 'USER' }],
    ['POST', '/api/invitations', { organizationId: '1', email: 'a@b.test', userRole: 'USER' }],
    ['POST', '/api/invitations', { organizationId: 1, email: ['a@b.test'], userRole: 'OWNER' }],
    ['POST', '/api/invitations', '{"organizationId":1,'],
    ['GET', '/api/invitations?state=CREATED&organizationId=99999999999', undefined],
    ['GET', '/api/invitations?state=CREATED&organizationId=-1', undefined],
    ['GET', '/api/invitations?state=CREATED&organizationId=1%00', undefined],
    ['GET', `/api/invitations?invitationToken=${'x'.repeat(100_000)}`, undefined],
    ['DELETE', '/api/invitations/99999999999', undefined],
    ['DELETE', '/api/invitations/-1', undefined],
    ['DELETE', '/api/invitations/abc', undefined],
    ['PATCH', '/api/invitations/1', { state: 'ACCEPTED', invitationToken: 'x'.repeat(10 * 1024 * 1024) }],
    ['GET', '/api/me/access-codes?boardstory=99999999999', undefined],
    ['GET', '/api/me/access-codes?boardstory=-5', undefined],
    ['POST', '/api/access-codes', { ...codeBody(), boardstory: 99_999_999_999 }],
    ['POST', '/api/access-codes', { ...codeBody(), organization: -1 }],
    ['POST', '/api/access-codes', { ...codeBody(), soundEnabled: 'yes' }],
    ['POST', '/api/access-codes', { ...codeBody(), hiddenAttachments: 'x' }],
    ['POST', '/api/access-codes', { ...codeBody(), hiddenAttachments: Array(201).fill(1) }],
    ['POST', '/api/access-codes', { ...codeBody(), startingDate: '2030-01-01\u0000' }],
    ['POST', '/api/access-codes', { ...codeBody(), startingDate: 'x'.repeat(10 * 1024 * 1024) }],
    ['POST', '/api/access-codes', { ...codeBody(), expirationDate: 20300101 }],
    ['POST', '/api/access-codes', `{"boardstory":${deep}}`],
  ];

  // the title shows the start of the path only: some carry 100 000 characters
  it.each(cases.map(([method, path, body]) => [method, path.slice(0, 70), path, body] as const))('%s %s', async (method, _, path, body) => {
    // validation comes before the login check, so a guest meets the same refusal
    for (const who of ['owner', 'guest'] as const) {
      const res = await send(method, path, who, body);
      expect(res.status, `${method} ${path.slice(0, 70)} as ${who}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toHaveProperty('error');
    }
  });
});
