import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../shared/domain/texts';
import { CODE_LOOKUP_LIMITS } from '../http/rate-limit';
import { createTestApp, type TestApp } from '../testing/test-app';

// The pupil-code lookup had no limit (300 guesses in 0.9 s; docs/security.md#rate-limits): failed lookups are limited per network, valid
// ones never count.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

const lookup = (code: string, address: string) =>
  t.app.request(`/api/access-codes/${code}`, {}, { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } });

describe('GET /api/access-codes/{code} under guessing', () => {
  it('answers at most the limit of 300 parallel wrong guesses from one network, the rest 429 in German', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => lookup(`RATEN${String(i).padStart(5, '0')}`, '203.0.113.66')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(CODE_LOOKUP_LIMITS.failuresPerNetwork);
    expect(statuses.filter((s) => s === 429)).toHaveLength(300 - CODE_LOOKUP_LIMITS.failuresPerNetwork);
    expect(await answers.find((res) => res.status === 429)!.json()).toEqual({ error: 'too_many_requests', error_description: texts.tooManyCodeGuesses });
    // another network is not affected
    expect((await lookup('FUNKE-GUELTIG', '198.51.100.66')).status).toBe(200);
  });

  it('never slows a class of 30 behind one router: valid codes do not count, and a few typos leave room', async () => {
    const router = '192.0.2.66';
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 30 }, () => lookup('FUNKE-GUELTIG', router)));
      expect(answers.map((res) => res.status)).toEqual(Array(30).fill(200));
    }
    const typos = await Promise.all(Array.from({ length: 30 }, (_, i) => lookup(`FUNKE-GUELTI${i}`, router)));
    expect(typos.map((res) => res.status)).toEqual(Array(30).fill(404));
    expect((await lookup('FUNKE-GUELTIG', router)).status).toBe(200);
  });

  it("answers a valid code from a network over the limit: one pupil's nonsense does not lock the class out", async () => {
    const router = '192.0.2.77';
    const nonsense = await Promise.all(Array.from({ length: CODE_LOOKUP_LIMITS.failuresPerNetwork + 20 }, (_, i) => lookup(`UNSINN${String(i).padStart(5, '0')}`, router)));
    expect(nonsense.filter((res) => res.status === 429)).toHaveLength(20);
    const valid = await Promise.all(Array.from({ length: 30 }, () => lookup('FUNKE-GUELTIG', router)));
    expect(valid.map((res) => res.status)).toEqual(Array(30).fill(200));
    expect(((await valid[0].json()) as { slug: string }).slug).toBe('die-mutige-maus');
    // the limit still holds for unknown codes
    const more = await lookup('UNSINN-MEHR', router);
    expect(more.status).toBe(429);
    expect(await more.json()).toEqual({ error: 'too_many_requests', error_description: texts.tooManyCodeGuesses });
  });
});
