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

/** The plain German line under the player that names the one variant the device holds; null when there is nothing to say. */
export function savedVariantNote(saved: SavedVariant | null, explain: boolean): string | null {
  if (saved === null || explain) return null;
  return saved === 'text' ? 'Offline ist nur die Fassung mit Text gespeichert.' : 'Offline ist nur die Fassung ohne Text gespeichert.';
}
