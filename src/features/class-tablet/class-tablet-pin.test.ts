import { beforeEach, describe, expect, it, vi } from 'vitest';

// localStorage as the browser has it; installed before the module reads it
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, v),
  removeItem: (k: string) => void stored.delete(k),
});
const { isClassTablet, readClassTablet } = await import('./class-tablet.atoms');
const { leaveClassTablet, pinWaitMs, startClassTablet } = await import('./class-tablet-pin');

const story = { slug: 'die-mutige-maus', title: 'Die mutige Maus', boardstoryId: 2, code: 'FUNKE-GUELTIG' };

describe('class tablet on the device', () => {
  beforeEach(() => stored.clear());

  it('keeps the stories and only a salted PBKDF2 hash of the PIN', async () => {
    await startClassTablet('4711', [story]);
    expect(isClassTablet()).toBe(true);
    const state = readClassTablet()!;
    expect(state.stories).toEqual([story]);
    expect(state.pin.iterations).toBeGreaterThanOrEqual(100_000);
    expect(JSON.stringify(state)).not.toContain('4711');
    // a second start with the same PIN gets another salt, so another hash
    const first = state.pin.hash;
    await startClassTablet('4711', [story]);
    expect(readClassTablet()!.pin.hash).not.toBe(first);
  });

  it('refuses a PIN that is not 4 to 8 digits', async () => {
    await expect(startClassTablet('12', [story])).rejects.toThrow();
    expect(isClassTablet()).toBe(false);
  });

  it('leaves with the right PIN and forgets the codes brought along', async () => {
    stored.set('lesefunke-offline-codes', JSON.stringify([{ token: 'x.y', source: 'class' }, { token: 'p.q', source: 'pack' }]));
    await startClassTablet('4711', [story]);
    expect(await leaveClassTablet('4711')).toBe(true);
    expect(isClassTablet()).toBe(false);
    expect(JSON.parse(stored.get('lesefunke-offline-codes')!)).toEqual([{ token: 'p.q', source: 'pack' }]);
  });

  it('after three wrong PINs the next try waits, even the right PIN', async () => {
    const t0 = new Date('2026-11-23T10:00:00Z');
    await startClassTablet('4711', [story], t0);
    for (const pin of ['0000', '1111']) expect(await leaveClassTablet(pin, t0)).toBe(false);
    // a typo or two cost nothing
    expect(pinWaitMs(t0)).toBe(0);
    expect(await leaveClassTablet('2222', t0)).toBe(false);
    expect(pinWaitMs(t0)).toBe(5_000);
    expect(await leaveClassTablet('4711', new Date(t0.getTime() + 1_000))).toBe(false);
    expect(isClassTablet()).toBe(true);
    expect(await leaveClassTablet('4711', new Date(t0.getTime() + 5_000))).toBe(true);
  });
});
