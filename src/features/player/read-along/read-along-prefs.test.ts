import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFS, readPrefs } from './read-along-prefs';

describe('readPrefs', () => {
  it('keeps what the device stored', () => {
    const prefs = { on: true, font: 'hyperlegible', size: 'larger', speed: 0.7 };
    expect(readPrefs(JSON.stringify(prefs))).toEqual(prefs);
  });

  it.each([null, '', 'kaputt', '[]', '7'])('falls back to the defaults for %j', (stored) => {
    expect(readPrefs(stored)).toEqual(DEFAULT_PREFS);
  });

  it('replaces each unknown value on its own', () => {
    expect(readPrefs(JSON.stringify({ on: 'ja', font: 'Comic Sans', size: 'large', speed: 3 }))).toEqual({ ...DEFAULT_PREFS, size: 'large' });
  });
});
