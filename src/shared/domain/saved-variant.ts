/**
 * A story saved on the device holds one variant of its video (see docs/offline.md#story-packs): with or without text.
 * Offline only that one plays, so the player starts with it and says which one it is (docs/stories-and-player.md#player).
 */
export type SavedVariant = 'text' | 'notext';

/**
 * The text switch the player uses: the viewer's own choice for this story if they made one, else the saved variant,
 * else their usual setting. An explain story's switch turns its subtitles on or off and is the same in either pack.
 */
export function playerText(opts: { saved: SavedVariant | null; explain: boolean; chosen: boolean | null; usual: boolean }): boolean {
  if (opts.chosen !== null) return opts.chosen;
  if (opts.saved === null || opts.explain) return opts.usual;
  return opts.saved === 'text';
}

/**
 * A code that shows no text ("Kein Text") with a story saved only with text: offline neither fits, the code's switch
 * is the teacher's and is kept, so the story waits for the connection with that code. Said under the player and at
 * the class-tablet setup, where the teacher can choose another code or save the story again without text.
 */
export const CODE_WITHOUT_TEXT_NOTE = 'Offline ist nur die Fassung mit Text gespeichert; mit diesem Code („Kein Text“) spielt die Geschichte erst, wenn das Gerät wieder verbunden ist.';

export function codeMissesSavedVariant(saved: SavedVariant | null, explain: boolean, codeAllowsText: boolean): boolean {
  return saved === 'text' && !explain && !codeAllowsText;
}

/** The plain German line under the player that names the one variant the device holds; null when there is nothing to say. */
export function savedVariantNote(saved: SavedVariant | null, explain: boolean, codeAllowsText = true): string | null {
  if (saved === null || explain) return null;
  if (codeMissesSavedVariant(saved, explain, codeAllowsText)) return CODE_WITHOUT_TEXT_NOTE;
  return saved === 'text' ? 'Offline ist nur die Fassung mit Text gespeichert.' : 'Offline ist nur die Fassung ohne Text gespeichert.';
}

/**
 * Offline the viewer asks for the variant the device does not hold (turns "Text" on with a story saved without text,
 * or off with one saved with it): the saved one plays on, and the player says why the switch did nothing. Null when
 * the wanted variant plays (online, nothing saved, the saved one wanted, an explain story's subtitles).
 */
export function unsavedVariantNote(opts: { saved: SavedVariant | null; explain: boolean; wantsText: boolean; online: boolean }): string | null {
  if (opts.online || opts.saved === null || opts.explain || opts.wantsText === (opts.saved === 'text')) return null;
  const wanted = opts.wantsText ? 'mit Text' : 'ohne Text';
  return `Die Fassung ${wanted} ist auf diesem Gerät nicht gespeichert und offline nicht verfügbar.`;
}
