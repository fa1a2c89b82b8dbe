import { describe, expect, it } from 'vitest';
import { playerText, savedVariantNote } from './saved-variant';

describe('the text switch of a saved story', () => {
  it.each([
    // saved without text: starts without, whatever the usual setting
    ['notext', false, null, true, false],
    ['notext', false, null, false, false],
    // saved with text: starts with it
    ['text', false, null, false, true],
    ['text', false, null, true, true],
    // nothing saved: the usual setting
    [null, false, null, true, true],
    [null, false, null, false, false],
    // an explain story: its subtitles are in either pack, the usual setting stays
    ['notext', true, null, true, true],
    // the viewer switched for this story: their choice
    ['notext', false, true, false, true],
    ['text', false, false, true, false],
  ] as const)('saved %s, explain %s, chosen %s, usual %s → text %s', (saved, explain, chosen, usual, text) => {
    expect(playerText({ saved, explain, chosen, usual })).toBe(text);
  });
});

describe('the note under the player', () => {
  it('names the saved variant in plain German', () => {
    expect(savedVariantNote('notext', false)).toBe('Offline ist nur die Fassung ohne Text gespeichert.');
    expect(savedVariantNote('text', false)).toBe('Offline ist nur die Fassung mit Text gespeichert.');
  });

  it('says nothing without a pack or for an explain story', () => {
    expect(savedVariantNote(null, false)).toBeNull();
    expect(savedVariantNote('notext', true)).toBeNull();
  });
});
