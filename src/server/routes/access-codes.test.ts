import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDayEnd, berlinDayOf, berlinDayStart, lastBerlinDay } from '../../shared/domain/berlin-day';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AccessCodeLookup, CurrentOrder } from '../../shared/schemas/licences';
import type { AccessCode, AttachmentItem } from '../../shared/schemas/playback';
import { accessCodes, licenses, organizationMembers, users } from '../db/schema';
import { hashCode } from '../services/code-crypto';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: number;
const stories: Record<string, Boardstory> = {};
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  for (const slug of ['die-mutige-maus', 'wie-entsteht-ein-regenbogen', 'pantomime-im-park', 'der-stille-wald']) {
    stories[slug] = (await (await t.app.request(`/api/boardstories/${slug}`)).json()) as Boardstory;
  }
  maus = stories['die-mutige-maus'].id;
}, 120_000);
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

describe('POST /api/access-codes', () => {
  const today = berlinDayOf(new Date());
  const order = async (who: string) => (await (await call('GET', '/api/orders/current', who)).json()) as CurrentOrder;
  const make = async (who: string, slug: string, extra: Record<string, unknown> = {}) => {
    const { organizationId } = await order(who);
    const on = { soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
    const body = { boardstory: stories[slug].id, organization: organizationId, startingDate: today, ...on, hiddenAttachments: [], ...extra };
    const res = await call('POST', '/api/access-codes', who, body);
    return { status: res.status, body: (await res.json()) as AccessCode & { error_description: string } };
  };

  it('makes a random code that opens the story from today for 14 Berlin days', async () => {
    const { status, body: code } = await make('owner', 'die-mutige-maus');
    expect(status).toBe(201);
    expect(code.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{10}$/);
    expect(code).toMatchObject({ boardstory: maus, startingDate: berlinDayStart(today).toISOString(), note: '' });
    expect(code.expirationDate).toBe(berlinDayEnd(addCalendarDays(today, 13)).toISOString());
    expect((await mine('owner')).map((c) => c.code)).toContain(code.code);
    const lookup = await call('GET', `/api/access-codes/${code.code.toLowerCase()}`);
    expect(((await lookup.json()) as AccessCodeLookup).boardstoryId).toBe(maus);
    expect((await call('GET', `/api/videos?boardstoryId=${maus}&accessCode=${code.code}`)).status).toBe(200);
    expect((await order('owner')).rentalCodesUsed).toBe(0);
  });

  it('stores off the switches the story cannot have, and keeps those the owner turned off', async () => {
    // an explain story keeps its switch: for it the "text" switch turns its subtitles on or off
    expect((await make('owner', 'wie-entsteht-ein-regenbogen', { subtitlesEnabled: false })).body).toMatchObject({
      soundEnabled: true, subtitlesEnabled: false, autoplayEnabled: true, searchGameEnabled: false, impulseEnabled: true, quizEnabled: true,
    });
    expect((await make('owner', 'wie-entsteht-ein-regenbogen')).body.subtitlesEnabled).toBe(true);
    expect((await make('owner', 'pantomime-im-park')).body.soundEnabled).toBe(false);
    expect((await make('owner', 'die-mutige-maus', { quizEnabled: false, autoplayEnabled: false })).body).toMatchObject({
      searchGameEnabled: true, quizEnabled: false, autoplayEnabled: false, subtitlesEnabled: true,
    });
  });

  it("hides only the story's own attachments", async () => {
    const [a, b] = stories['die-mutige-maus'].attachments.map((x) => x.id);
    expect((await make('owner', 'die-mutige-maus', { hiddenAttachments: [b, a, b] })).body.hiddenAttachments).toEqual([b, a]);
    const foreign = await make('owner', 'die-mutige-maus', { hiddenAttachments: [stories['der-stille-wald'].attachments[0].id] });
    expect(foreign.status).toBe(400);
  });

  it('takes days from today to the end of the licence', async () => {
    const lastDay = lastBerlinDay(new Date((await order('owner')).validUntil!));
    const refused = async (extra: Record<string, unknown>) => (await make('owner', 'der-stille-wald', extra)).body.error_description;
    expect(await refused({ startingDate: addCalendarDays(today, -1) })).toBe('starting date in the past');
    expect(await refused({ startingDate: addCalendarDays(lastDay, 1) })).toBe('date outside licence term');
    expect(await refused({ expirationDate: addCalendarDays(lastDay, 1) })).toBe('date outside licence term');
    expect(await refused({ startingDate: addCalendarDays(today, 2), expirationDate: addCalendarDays(today, 1) })).toBe('expiration date before starting date');
    expect(await refused({ startingDate: '2030-02-30' })).toBe('invalid date');
    expect((await make('owner', 'der-stille-wald', { startingDate: '01.02.2030' })).status).toBe(400);
    // near the licence's end the default span stops with it
    const late = await make('owner', 'der-stille-wald', { startingDate: addCalendarDays(lastDay, -3) });
    expect(late.body.expirationDate).toBe(berlinDayEnd(lastDay).toISOString());
    const oneDay = await make('owner', 'der-stille-wald', { startingDate: addCalendarDays(today, 1), expirationDate: addCalendarDays(today, 1) });
    expect(oneDay.body.expirationDate).toBe(berlinDayEnd(addCalendarDays(today, 1)).toISOString());
  });

  it('allows 20 unexpired codes per story and user', async () => {
    const have = (await mine('owner')).length;
    for (let n = have; n < 20; n++) expect((await make('owner', 'die-mutige-maus')).status).toBe(201);
    const over = await make('owner', 'die-mutige-maus');
    expect(over.status).toBe(409);
    expect(over.body.error_description).toBe('maximum number of codes reached');
    // without a story the list holds the owner's codes of every story
    const all = ((await (await call('GET', '/api/me/access-codes', 'owner')).json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes;
    expect(new Set(all.map((c) => c.boardstory))).toEqual(new Set(['die-mutige-maus', 'wie-entsteht-ein-regenbogen', 'pantomime-im-park', 'der-stille-wald'].map((s) => stories[s].id)));
  });

  it("lets a school's teacher make codes of their own, counted apart from the owner's", async () => {
    // the owner has 20 for this story by now; the teacher's 20 are their own
    expect((await make('owner', 'die-mutige-maus')).status).toBe(409);
    const { status, body } = await make('lehrer', 'die-mutige-maus');
    expect(status).toBe(201);
    const teachers = await mine('lehrer');
    expect(teachers.map((c) => c.code)).toEqual([body.code]);
    expect((await mine('owner')).map((c) => c.code)).not.toContain(body.code);
    expect((await call('GET', `/api/videos?boardstoryId=${maus}&accessCode=${body.code}`)).status).toBe(200);
    const [row] = await t.db.select().from(accessCodes).where(eq(accessCodes.id, body.id));
    expect(row).toMatchObject({ isRental: false, organizationId: (await order('owner')).organizationId });
    // the owner neither edits nor deletes it: it is the teacher's
    expect((await call('DELETE', `/api/access-codes/${body.id}`, 'owner')).status).toBe(404);
    for (let n = 1; n < 20; n++) expect((await make('lehrer', 'die-mutige-maus')).status).toBe(201);
    expect((await make('lehrer', 'die-mutige-maus')).body.error_description).toBe('maximum number of codes reached');
  });

  it("keeps a library's codes for its owner: a library's user makes none", async () => {
    const library = (await order('bibliothek')).organizationId;
    const [neu] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'neu@lesefunke.test'));
    await t.db.insert(organizationMembers).values({ organizationId: library, userId: neu.id, userRole: 'USER' });
    try {
      const refused = await make('neu', 'die-mutige-maus');
      expect(refused.status).toBe(403);
      expect(refused.body.error_description).toBe('only the owner makes codes of this licence');
      // nor does its rental user, in their own library
      expect((await make('leser', 'die-mutige-maus', { organization: library })).body.error_description).toBe('only the owner makes codes of this licence');
      expect((await order('bibliothek')).rentalCodesUsed).toBe(0);
    } finally {
      await t.db.delete(organizationMembers).where(eq(organizationMembers.userId, neu.id));
    }
  });

  it('is for members of a running licence that includes codes', async () => {
    expect((await make('owner', 'die-mutige-maus', { organization: (await order('bibliothek')).organizationId })).body.error_description).toBe(
      'not a member of this organization',
    );
    expect((await make('lehrer', 'die-mutige-maus', { organization: 2_147_483_647 })).status).toBe(403);
    expect((await make('abgelaufen', 'die-mutige-maus')).body.error_description).toBe('no valid orders');
    expect((await make('owner', 'der-stille-wald', { boardstory: 2_147_483_647 })).status).toBe(404);
    expect((await make('admin', 'die-mutige-maus')).status).toBe(201);
    await t.db.update(licenses).set({ allowAccessCodes: false }).where(eq(licenses.name, 'Einzellizenz'));
    expect((await make('admin', 'die-mutige-maus')).body.error_description).toBe('access codes not included in licence');
    await t.db.update(licenses).set({ allowAccessCodes: true }).where(eq(licenses.name, 'Einzellizenz'));
  });

  it("makes rental codes in the library, which count for the licence's whole term", async () => {
    for (let n = 1; n <= 20; n++) {
      const { status, body } = await make('bibliothek', n <= 10 ? 'die-mutige-maus' : 'der-stille-wald');
      expect(status).toBe(201);
      expect((await t.db.select().from(accessCodes).where(eq(accessCodes.id, body.id)))[0].isRental).toBe(true);
    }
    expect((await order('bibliothek')).rentalCodesUsed).toBe(20);
    expect((await make('bibliothek', 'wie-entsteht-ein-regenbogen')).body.error_description).toBe('no codes left');
    // deleting ends a rental code at once, but does not give it back
    const all = ((await (await call('GET', '/api/me/access-codes', 'bibliothek')).json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes;
    expect(all).toHaveLength(20);
    expect((await call('DELETE', `/api/access-codes/${all[0].id}`, 'bibliothek')).status).toBe(204);
    expect((await call('DELETE', `/api/access-codes/${all[0].id}`, 'bibliothek')).status).toBe(404);
    expect((await call('GET', `/api/videos?boardstoryId=${maus}&accessCode=${all[0].code}`)).status).toBe(403);
    expect((await order('bibliothek')).rentalCodesUsed).toBe(20);
    expect((await make('bibliothek', 'wie-entsteht-ein-regenbogen')).body.error_description).toBe('no codes left');
  });
});

describe('codes a former member left behind', () => {
  const leftBehind = async (who?: string) => call('GET', `/api/me/left-behind-codes?boardstory=${maus}`, who);
  const list = async (who: string) => ((await (await leftBehind(who)).json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes;

  it("are the school owner's to see, annotate and delete once the teacher has left, and nobody else's", async () => {
    const [teachers] = await mine('lehrer');
    expect(teachers).toBeDefined();
    const [lehrer] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lehrer@lesefunke.test'));
    const [membership] = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, lehrer.id));
    // while the teacher is a member, the codes are theirs alone
    expect(await list('owner')).toEqual([]);
    expect((await call('DELETE', `/api/access-codes/${teachers.id}`, 'owner')).status).toBe(404);

    await t.db.delete(organizationMembers).where(eq(organizationMembers.userId, lehrer.id));
    try {
      const owners = await list('owner');
      expect(owners.map((c) => c.code)).toContain(teachers.code);
      expect(owners.every((c) => c.boardstory === maus)).toBe(true);
      // another organisation's owner, the administrator, the former teacher and the rest see nothing of them
      for (const who of ['bibliothek', 'admin', 'lehrer', 'leser', 'neu', 'abgelaufen']) expect(await list(who), who).toEqual([]);
      expect((await leftBehind()).status).toBe(401);
      for (const bad of ['', 'x', '-1', '99999999999', '1%00']) expect((await call('GET', `/api/me/left-behind-codes?boardstory=${bad}`, 'owner')).status, bad).toBe(400);
      expect((await call('PATCH', `/api/access-codes/${teachers.id}`, 'bibliothek', { note: 'fremd' })).status).toBe(404);
      expect((await call('DELETE', `/api/access-codes/${teachers.id}`, 'bibliothek')).status).toBe(404);

      const noted = await call('PATCH', `/api/access-codes/${teachers.id}`, 'owner', { note: 'von Frau Lehrer übernommen' });
      expect(noted.status).toBe(200);
      expect((await list('owner')).find((c) => c.id === teachers.id)?.note).toBe('von Frau Lehrer übernommen');
      expect((await call('DELETE', `/api/access-codes/${teachers.id}`, 'owner')).status).toBe(204);
      expect((await call('GET', `/api/access-codes/${teachers.code}`)).status).toBe(404);
      expect((await list('owner')).map((c) => c.id)).not.toContain(teachers.id);
    } finally {
      await t.db.insert(organizationMembers).values(membership);
    }
  });
});
