import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDayOf } from '../../shared/domain/berlin-day';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { Game } from '../../shared/schemas/games';
import type { CodeResults, ResultsOverview, TurnReport } from '../../shared/schemas/turns';
import { accessCodes, turnGames, turns } from '../db/schema';
import { hashCode } from '../services/code-crypto';
import { hashToken } from '../services/tokens';
import { expectMatrix, signIn } from '../testing/order-fixtures';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: Boardstory;
let games: Game[];
let gueltig: number;
let owner: string;
let lehrer: string;
beforeAll(async () => {
  t = await createTestApp();
  maus = (await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as Boardstory;
  games = ((await (await t.app.request(`/api/games?boardstoryId=${maus.id}&accessCode=FUNKE-GUELTIG`)).json()) as { _embedded: { games: Game[] } })._embedded.games;
  [{ id: gueltig }] = await t.db.select({ id: accessCodes.id }).from(accessCodes).where(eq(accessCodes.codeHash, hashCode('FUNKE-GUELTIG')));
  owner = await login(t.app, 'owner@lesefunke.test');
  lehrer = await login(t.app, 'lehrer@lesefunke.test');
}, 120_000);
afterAll(() => t.close());

const quizOf = () => games.find((g) => g.gameType === 'quiz') as Extract<Game, { gameType: 'quiz' }>;
const searchOf = () => games.find((g) => g.gameType === 'search') as Extract<Game, { gameType: 'search' }>;
const impulseOf = () => games.find((g) => g.gameType === 'impulse')!;
const newTurn = () => crypto.randomBytes(16).toString('base64url');
const report = (r: Partial<TurnReport> = {}): TurnReport => ({ boardstory: maus.id, accessCode: 'FUNKE-GUELTIG', furthestSeconds: 10, ended: false, ...r });

const put = (turnId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/turns/${turnId}`, { method: 'PUT', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { cookie } : {} });
const stored = async (turnId: string) => {
  const [turn] = await t.db.select().from(turns).where(eq(turns.turnHash, hashToken(turnId)));
  return { turn, games: turn ? await t.db.select().from(turnGames).where(eq(turnGames.turnId, turn.id)) : [] };
};

describe('PUT /api/turns/{turnId}', () => {
  it('stores the turn under its code, with the id only as a hash and nothing about the pupil', async () => {
    const id = newTurn();
    const res = await put(id, report({ furthestSeconds: 42.7, quiz: [{ game: quizOf().id, question: 0, option: 1 }] }), { cookie: lehrer });
    expect(res.status).toBe(204);
    const { turn, games: rows } = await stored(id);
    expect(turn).toMatchObject({ accessCodeId: gueltig, boardstoryId: maus.id, furthestSeconds: 42, ended: false });
    expect(turn.turnHash).not.toContain(id);
    // the hour, not the minute: a time that pins down who sat at the tablet is not kept
    expect(turn.startedAt.getUTCMinutes()).toBe(0);
    expect(Object.keys(turn).sort()).toEqual(['accessCodeId', 'boardstoryId', 'ended', 'furthestSeconds', 'id', 'lastReportAt', 'organizationId', 'startedAt', 'turnHash']);
    expect(rows).toEqual([expect.objectContaining({ gameId: quizOf().id, item: 0, option: 1 })]);
  });

  it('counts a replay once, keeps the first answer and the furthest second, and an ended turn ended', async () => {
    const id = newTurn();
    const quiz = quizOf().id;
    const search = searchOf();
    const full = report({
      furthestSeconds: 90,
      ended: true,
      quiz: [{ game: quiz, question: 0, option: 0 }],
      search: [{ game: search.id, found: 1, seconds: 12.34 }],
      impulses: [{ game: impulseOf().id }],
    });
    expect((await put(id, full)).status).toBe(204);
    expect((await put(id, full)).status).toBe(204);
    // an older report arriving late: another answer, less progress, not ended, fewer objects
    expect((await put(id, report({ furthestSeconds: 5, quiz: [{ game: quiz, question: 0, option: 2 }], search: [{ game: search.id, found: 0, seconds: 3 }] }))).status).toBe(204);
    const { turn, games: rows } = await stored(id);
    expect(turn).toMatchObject({ furthestSeconds: 90, ended: true });
    expect(rows.find((r) => r.gameId === quiz)?.option).toBe(0);
    expect(rows.find((r) => r.gameId === search.id)).toMatchObject({ found: 1, seconds: expect.closeTo(12.3, 3) });
    expect(rows).toHaveLength(3);
    expect(await t.db.select().from(turns).where(eq(turns.turnHash, hashToken(id)))).toHaveLength(1);
  });

  it("takes a search game's objects from the game, not from the report", async () => {
    const id = newTurn();
    const search = searchOf();
    expect((await put(id, report({ search: [{ game: search.id, found: 99, seconds: 20 }] }))).status).toBe(204);
    expect((await stored(id)).games[0].found).toBe(search.answers.length);
  });

  it('answers a replay with the same Idempotency-Key from the store, without a second turn', async () => {
    const id = newTurn();
    const key = crypto.randomUUID();
    for (let i = 0; i < 2; i++) expect((await put(id, report({ furthestSeconds: 30 }), { 'idempotency-key': key })).status).toBe(204);
    expect((await stored(id)).turn.furthestSeconds).toBe(30);
  });

  it('refuses a forged, expired or future code, a foreign story and a game not of the story, and stores nothing', async () => {
    const cases: [Partial<TurnReport>, number][] = [
      [{ accessCode: 'GIBTESNICHT1' }, 403],
      [{ accessCode: 'FUNKE-ABGELAUFEN' }, 403],
      [{ accessCode: 'FUNKE-SPAETER' }, 403],
      [{ boardstory: maus.id + 1 }, 403],
      [{ boardstory: 2_000_000_000 }, 404],
      [{ quiz: [{ game: searchOf().id, question: 0, option: 0 }] }, 400],
      [{ quiz: [{ game: quizOf().id, question: 50, option: 0 }] }, 400],
      [{ quiz: [{ game: quizOf().id, question: 0, option: 19 }] }, 400],
      [{ impulses: [{ game: 2_000_000_000 }] }, 400],
      // FUNKE-STUMM switches the quiz off: its pupils never saw one
      [{ accessCode: 'FUNKE-STUMM', quiz: [{ game: quizOf().id, question: 0, option: 0 }] }, 400],
    ];
    for (const [change, status] of cases) {
      const id = newTurn();
      const res = await put(id, report(change));
      expect(res.status, JSON.stringify(change)).toBe(status);
      expect(await res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
      expect((await stored(id)).turn).toBeUndefined();
    }
  });

  it('refuses a turn id used again with another code', async () => {
    const id = newTurn();
    expect((await put(id, report())).status).toBe(204);
    const res = await put(id, report({ accessCode: 'FUNKE-STUMM', furthestSeconds: 80 }));
    expect(res.status).toBe(409);
    expect((await stored(id)).turn).toMatchObject({ accessCodeId: gueltig, furthestSeconds: 10 });
  });

  it('refuses a malformed turn id', async () => {
    for (const id of ['short', 'x'.repeat(65), 'a%20b'.padEnd(30, 'c')]) expect((await put(id, report())).status).toBe(400);
  });
});

describe('GET /api/access-codes/{id}/results', () => {
  it('shows counts from 3 on and withholds 1 and 2', async () => {
    // a fresh code of the teacher's, so the counts are this test's own
    const made = await t.app.request('/api/access-codes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: lehrer },
      body: JSON.stringify({
        boardstory: maus.id,
        organization: ((await (await get('/api/orders/current', lehrer)).json()) as { organizationId: number }).organizationId,
        startingDate: berlinDayOf(new Date()),
        soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true,
        hiddenAttachments: [],
      }),
    });
    expect(made.status).toBe(201);
    const code = (await made.json()) as { id: number; code: string };
    const quiz = quizOf();
    const right = quiz.questions[0].options.findIndex((o) => o.correct);
    const wrong = quiz.questions[0].options.findIndex((o) => !o.correct);
    const results = async () => (await (await get(`/api/access-codes/${code.id}/results`, lehrer)).json()) as CodeResults;

    expect((await put(newTurn(), report({ accessCode: code.code, ended: true, quiz: [{ game: quiz.id, question: 0, option: right }] }))).status).toBe(204);
    let r = await results();
    expect(r).toMatchObject({ accessCodeId: code.id, code: code.code, turnsStarted: null, turnsFinished: null, lastTurnAt: null, createdBy: 'Jonas Lehmann' });
    expect((r.games.find((g) => g.game === quiz.id) as Extract<CodeResults['games'][number], { gameType: 'quiz' }>).questions[0]).toMatchObject({ answered: null, shareRight: null });

    const search = searchOf();
    const found = [search.answers.length, search.answers.length, 0];
    for (const [i, option] of [right, right, wrong].entries()) {
      const played = { search: [{ game: search.id, found: found[i], seconds: [10, 20, 40][i] }], impulses: [{ game: impulseOf().id }] };
      expect((await put(newTurn(), report({ accessCode: code.code, furthestSeconds: 1, quiz: [{ game: quiz.id, question: 0, option }], ...played }))).status).toBe(204);
    }
    r = await results();
    expect(r.turnsStarted).toBe(4);
    expect(r.turnsFinished).toBeNull();
    expect(r.lastTurnAt).not.toBeNull();
    expect(r.progress.map((b) => b.turns)).toEqual([3, 0, 0, null]);
    const question = (r.games.find((g) => g.game === quiz.id) as Extract<CodeResults['games'][number], { gameType: 'quiz' }>).questions[0];
    expect(question.answered).toBe(4);
    expect(question.shareRight).toBe(0.75);
    expect(question.options[right]).toMatchObject({ correct: true, chosen: 3 });
    expect(question.options[wrong]).toMatchObject({ correct: false, chosen: null });
    expect(r.games.find((g) => g.game === search.id)).toMatchObject({ turns: 3, shareFound: 2 / 3, medianSeconds: 20 });
    expect(r.games.find((g) => g.game === impulseOf().id)).toMatchObject({ opened: 3 });
    // the overview's row of the code counts the same
    const row = ((await (await get('/api/results', lehrer)).json()) as ResultsOverview).codes.find((c) => c.accessCodeId === code.id);
    expect(row).toMatchObject({ turnsStarted: 4, turnsFinished: null, lastTurnAt: r.lastTurnAt, note: null, kind: 'pupil' });
    // the CSV says the same, a withheld count in words
    const csv = await (await get(`/api/access-codes/${code.id}/results.csv`, lehrer)).text();
    expect(csv).toContain(`;beantwortet;;4;75 %;\r\n`);
    expect(csv).toContain(`;nein;weniger als 3;;\r\n`);
    expect(csv).toMatch(/;alles gefunden;;3;67 %;20\r\n/);
  });

  it('is the CSV a spreadsheet opens: BOM, semicolons, German headers, an attachment', async () => {
    const res = await get(`/api/access-codes/${gueltig}/results.csv`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Klassenergebnisse-die-mutige-maus-FUNKE-GUELTIG.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Bereich;Spiel;Frage oder Aufgabe;Antwort;Richtige Antwort;Anzahl;Anteil;Median Sekunden');
    expect(lines[1]).toMatch(/^Durchgänge;;begonnen;;;\d+;;$/);
    expect(lines.some((l) => l.startsWith('Quiz;1. Quiz'))).toBe(true);
  });
});

describe('GET /api/results', () => {
  it("lists an owner's school codes with their teachers and the licence period's totals", async () => {
    const res = await get('/api/results', owner);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ResultsOverview;
    expect(body.codes.map((c) => c.code)).toEqual(expect.arrayContaining(['FUNKE-GUELTIG', 'FUNKE-STUMM']));
    expect(body.codes.some((c) => c.createdBy === 'Jonas Lehmann')).toBe(true);
    expect(body.period).not.toBeNull();
    expect(body.totals?.find((s) => s.boardstory.slug === 'die-mutige-maus')?.turnsStarted).toBeGreaterThan(5);
  });
});

describe('who reads which results', () => {
  it('every demo role and a second organisation’s owner on every new route', async () => {
    const { call } = await signIn(t);
    const expired = await login(t.app, 'abgelaufen@lesefunke.test');
    const codeOf = async (who: 'lehrer' | 'bibliothek') => {
      const current = (await call<{ organizationId: number }>('GET', '/api/orders/current', who)).body;
      const made = await call<{ id: number; code: string }>('POST', '/api/access-codes', who, {
        boardstory: maus.id,
        organization: current.organizationId,
        startingDate: berlinDayOf(new Date()),
        soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true,
        hiddenAttachments: [],
      });
      expect(made.status).toBe(201);
      return made.body;
    };
    const teachers = await codeOf('lehrer');
    const rental = await codeOf('bibliothek');

    // a pupil's report needs no account: whoever is signed in on the device, the code decides
    await expectMatrix(call, { method: 'PUT', path: () => `/api/turns/${newTurn()}`, body: report() }, { guest: 204, owner: 204, lehrer: 204, bibliothek: 204, leser: 204, neu: 204, admin: 204 });
    await expectMatrix(call, { method: 'PUT', path: () => `/api/turns/${newTurn()}`, body: report({ accessCode: rental.code }) }, { guest: 204, leser: 204 });

    for (const suffix of ['results', 'results.csv']) {
      // the school owner's code: the owner and an administrator; the teacher's: the teacher too; the library's rental code: the library
      await expectMatrix(call, { method: 'GET', path: `/api/access-codes/${gueltig}/${suffix}` }, { guest: 401, owner: 200, lehrer: 404, bibliothek: 404, leser: 404, neu: 404, admin: 200 });
      await expectMatrix(call, { method: 'GET', path: `/api/access-codes/${teachers.id}/${suffix}` }, { guest: 401, owner: 200, lehrer: 200, bibliothek: 404, leser: 404, neu: 404, admin: 200 });
      await expectMatrix(call, { method: 'GET', path: `/api/access-codes/${rental.id}/${suffix}` }, { guest: 401, owner: 404, lehrer: 404, bibliothek: 200, leser: 404, neu: 404, admin: 200 });
      await expectMatrix(call, { method: 'GET', path: `/api/access-codes/2000000000/${suffix}` }, { owner: 404, admin: 404 });
      expect((await get(`/api/access-codes/${gueltig}/${suffix}`, expired)).status).toBe(404);
    }

    await expectMatrix(call, { method: 'GET', path: '/api/results' }, { guest: 401, owner: 200, lehrer: 200, bibliothek: 200, leser: 403, neu: 403, admin: 200 });
    const overview = async (who: 'owner' | 'lehrer' | 'bibliothek' | 'admin') => (await call<ResultsOverview>('GET', '/api/results', who)).body;
    const [ofOwner, ofTeacher, ofLibrary, ofAdmin] = await Promise.all([overview('owner'), overview('lehrer'), overview('bibliothek'), overview('admin')]);
    expect(ofOwner.codes.find((c) => c.accessCodeId === teachers.id)).toMatchObject({ createdBy: 'Jonas Lehmann', kind: 'pupil' });
    expect(ofOwner.codes.map((c) => c.accessCodeId)).not.toContain(rental.id);
    expect(ofTeacher.codes.every((c) => c.createdBy === 'Jonas Lehmann')).toBe(true);
    expect(ofTeacher.codes.map((c) => c.accessCodeId)).not.toContain(gueltig);
    expect(ofTeacher.totals).toBeNull();
    expect(ofLibrary.codes.map((c) => [c.accessCodeId, c.kind])).toEqual([[rental.id, 'rental']]);
    // the library's totals hold its own turns only, not the school's
    expect(ofLibrary.totals).toEqual([expect.objectContaining({ turnsStarted: 2 })]);
    expect(ofAdmin.period).toBeNull();
    const platform = ofAdmin.totals!.find((s) => s.boardstory.id === maus.id)!.turnsStarted;
    expect(platform).toBe(ofOwner.totals!.find((s) => s.boardstory.id === maus.id)!.turnsStarted + 2);
    const [abel] = [(await get('/api/results', expired))];
    expect(abel.status).toBe(200);
    expect(((await abel.json()) as ResultsOverview).codes).toEqual([]);
  });
});
