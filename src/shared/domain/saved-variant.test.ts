import { describe, expect, it } from 'vitest';
import { CODE_WITHOUT_TEXT_NOTE, codeMissesSavedVariant, playerText, savedVariantNote, unsavedVariantNote } from './saved-variant';

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

  it('says that a code without text does not play a story saved only with text, and nothing else does', () => {
    expect(savedVariantNote('text', false, false)).toBe(CODE_WITHOUT_TEXT_NOTE);
    expect(codeMissesSavedVariant('text', false, false)).toBe(true);
    // a code with text, a pack without text, an explain story (subtitles are in either pack), no pack: they play
    expect(codeMissesSavedVariant('text', false, true)).toBe(false);
    expect(codeMissesSavedVariant('notext', false, false)).toBe(false);
    expect(codeMissesSavedVariant('text', true, false)).toBe(false);
    expect(codeMissesSavedVariant(null, false, false)).toBe(false);
    expect(savedVariantNote('notext', false, false)).toBe('Offline ist nur die Fassung ohne Text gespeichert.');
  });
});

describe('offline, the variant the device does not hold', () => {
  it('is named when the viewer asks for it', () => {
    expect(unsavedVariantNote({ saved: 'notext', explain: false, wantsText: true, online: false })).toBe(
      'Die Fassung mit Text ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.',
    );
    expect(unsavedVariantNote({ saved: 'text', explain: false, wantsText: false, online: false })).toBe(
      'Die Fassung ohne Text ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.',
    );
  });

  it('says nothing when the wanted variant plays: online, the saved one, no pack, an explain story', () => {
    expect(unsavedVariantNote({ saved: 'notext', explain: false, wantsText: true, online: true })).toBeNull();
    expect(unsavedVariantNote({ saved: 'notext', explain: false, wantsText: false, online: false })).toBeNull();
    expect(unsavedVariantNote({ saved: null, explain: false, wantsText: true, online: false })).toBeNull();
    expect(unsavedVariantNote({ saved: 'notext', explain: true, wantsText: true, online: false })).toBeNull();
  });
});
