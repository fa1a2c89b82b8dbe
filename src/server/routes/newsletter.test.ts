import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { newsletterSignups, usedCaptchas } from '../db/schema';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { Mail } from '../mail/mailer';
import { newsletterRoutes } from './newsletter';
import { openTestDatabase } from '../testing/test-database';

let database: Database;
let app: Hono<AppEnv>;
const sent: Mail[] = [];

// the newsletter routes on a minimal app with app.ts' context and error mapping; no seed is needed
beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', PUBLIC_URL: 'https://lesefunke.example' });
  app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', database.db);
      c.set('config', config);
      c.set('mailer', { send: async (mail) => void sent.push(mail) });
      c.set('user', null);
      await next();
    })
    .route('/api', newsletterRoutes);
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json({ error: err.code, error_description: err.description }, err.status);
    throw err;
  });
  // migrating PGlite takes long when the machine is busy with other test runs
}, 120_000);
afterAll(() => database.close());

/** What the widget does: fetch a challenge, brute-force it, send base64({ challenge, solution }). */
async function solvedPayload(): Promise<string> {
  const res = await app.request('/api/captcha');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/newsletter', () => {
  it('accepts a solved captcha once, stores an unconfirmed sign-up and mails the confirmation link', async () => {
    const frcSolution = await solvedPayload();
    const res = await post('/api/newsletter', { email: 'Leserin@Example.org', frcSolution, firstName: 'Lea', lastName: 'Lang', salutation: 'Frau' });
    expect(res.status).toBe(200);
    const [row] = await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'leserin@example.org'));
    expect(row).toMatchObject({ firstName: 'Lea', lastName: 'Lang', salutation: 'Frau', confirmedAt: null });
    expect(await database.db.select().from(usedCaptchas)).toHaveLength(1);

    const mail = sent.at(-1)!;
    expect(mail.to).toBe('Leserin@Example.org');
    expect(mail.text).toContain('Guten Tag Frau Lang,');
    const token = /\/newsletter\/bestaetigen\/([\w-]+)/.exec(mail.text)?.[1];
    expect(mail.text).toContain(`https://lesefunke.example/newsletter/bestaetigen/${token}`);

    // the same solution a second time is refused and nothing more is stored or sent
    const mails = sent.length;
    const replay = await post('/api/newsletter', { email: 'zweite@example.org', frcSolution });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_captcha', error_description: 'captcha solution was already used' });
    expect(sent).toHaveLength(mails);
    expect(await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.email, 'zweite@example.org'))).toHaveLength(0);

    // double opt-in: the link confirms once
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(204);
    const [confirmed] = await database.db.select().from(newsletterSignups).where(eq(newsletterSignups.id, row.id));
    expect(confirmed.confirmedAt).toBeInstanceOf(Date);
    expect((await post('/api/newsletter/confirm', { token })).status).toBe(404);
  });

  it('refuses a tampered solution, garbage and a missing captcha with the error shape', async () => {
    const payload = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString());
    // a derived key that the challenge's counter does not produce
    payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const tampered = await post('/api/newsletter', { email: 'a@example.org', frcSolution: Buffer.from(JSON.stringify(payload)).toString('base64') });
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error_description).toBe('captcha solution is invalid');

    const garbage = await post('/api/newsletter', { email: 'a@example.org', frcSolution: 'kein-captcha' });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).error).toBe('invalid_captcha');

    const missing = await post('/api/newsletter', { email: 'a@example.org' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'invalid_request', error_description: expect.stringContaining('frcSolution') });

    const badEmail = await post('/api/newsletter', { email: 'keine-adresse', frcSolution: 'x' });
    expect(badEmail.status).toBe(400);
  });

  it('refuses a malformed confirmation token', async () => {
    const res = await post('/api/newsletter/confirm', { token: '../etc' });
    expect(res.status).toBe(400);
  });
});
