import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { Game, GameList } from '../../shared/schemas/games';
import { boardstories, users } from '../db/schema';
import { SESSION_COOKIE } from '../http/session-cookie';
import { createSession } from '../services/sessions';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: number;
let funke: number;
let wald: number;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const id = async (slug: string) => ((await (await t.app.request(`/api/boardstories/${slug}`)).json()) as Boardstory).id;
  maus = await id('die-mutige-maus');
  funke = await id('der-kleine-funke');
  wald = await id('der-stille-wald');
  // sessions straight in the database: five password checks (argon2) would cost more than the tests themselves
  for (const who of ['lehrer', 'neu', 'abgelaufen', 'leser', 'admin']) {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, `${who}@lesefunke.test`));
    cookies[who] = `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}`;
  }
}, 120_000);
afterAll(() => t.close());

const get = (qs: string, who?: string) => t.app.request(`/api/games?${qs}`, { headers: who ? { cookie: cookies[who] } : {} });
async function gamesOf(qs: string, who?: string): Promise<Game[]> {
  const res = await get(qs, who);
  expect(res.status, `${qs} as ${who ?? 'guest'}`).toBe(200);
  return ((await res.json()) as GameList)._embedded.games;
}
const types = (games: Game[]) => games.map((g) => g.gameType).sort();

describe('GET /api/games: games come with the full video', () => {
  it('gives a licensed teacher every game of die-mutige-maus with its data and public media', async () => {
    const games = await gamesOf(`boardstoryId=${maus}`, 'lehrer');
    expect(types(games)).toEqual(['impulse', 'quiz', 'search']);
    const impulse = games.find((g) => g.gameType === 'impulse');
    expect(impulse).toMatchObject({ position: 4, image: '/media/games/maus-impuls.webp', textAudio: '/media/games/maus-impuls.m4a' });
    const search = games.find((g) => g.gameType === 'search');
    expect(search?.gameType === 'search' && search.answers).toHaveLength(2);
    expect(games.find((g) => g.gameType === 'quiz')?.position).toBe(-1);
    expect((await t.app.request('/media/games/maus-impuls.webp')).status).toBe(200);
  });

  it('gives a rental user and anyone on a free story the games', async () => {
    expect(types(await gamesOf(`boardstoryId=${maus}`, 'leser'))).toEqual(['impulse', 'quiz', 'search']);
    expect(types(await gamesOf(`boardstoryId=${funke}`))).toEqual(['impulse', 'quiz']);
  });

  it('refuses guests, users without licence and expired licences', async () => {
    const guest = await get(`boardstoryId=${maus}`);
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({ error: 'forbidden' });
    for (const who of ['neu', 'abgelaufen']) {
      const res = await get(`boardstoryId=${maus}`, who);
      expect(res.status, who).toBe(403);
      expect(((await res.json()) as { error_description: string }).error_description).toContain('no valid orders');
    }
  });

  it("applies a pupil code's game switches and refuses codes that do not open the story", async () => {
    expect(types(await gamesOf(`boardstoryId=${maus}&accessCode=FUNKE-GUELTIG`))).toEqual(['impulse', 'quiz', 'search']);
    expect(types(await gamesOf(`boardstoryId=${maus}&accessCode=funke-stumm`))).toEqual(['impulse', 'search']);
    for (const code of ['FUNKE-ABGELAUFEN', 'FUNKE-SPAETER', 'NIX-DA']) expect((await get(`boardstoryId=${maus}&accessCode=${code}`)).status, code).toBe(403);
    expect((await get(`boardstoryId=${wald}&accessCode=FUNKE-GUELTIG`)).status).toBe(403);
    // a free story needs no code, so a code for another story neither helps nor hurts
    expect(types(await gamesOf(`boardstoryId=${funke}&accessCode=FUNKE-GUELTIG`))).toEqual(['impulse', 'quiz']);
  });

  it('hides the games of a story with games switched off, except from admins', async () => {
    await t.db.update(boardstories).set({ gameActive: false }).where(eq(boardstories.id, maus));
    try {
      expect(await gamesOf(`boardstoryId=${maus}`, 'lehrer')).toEqual([]);
      expect(types(await gamesOf(`boardstoryId=${maus}`, 'admin'))).toEqual(['impulse', 'quiz', 'search']);
    } finally {
      await t.db.update(boardstories).set({ gameActive: true }).where(eq(boardstories.id, maus));
    }
  });

  it('answers bad input with the error shape', async () => {
    const bad = await get('boardstoryId=abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
    expect((await get('')).status).toBe(400);
    expect((await get('boardstoryId=999999', 'lehrer')).status).toBe(404);
  });
});
