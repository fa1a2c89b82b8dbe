/**
 * Reading HLS playlists (docs/stories-and-player.md#adaptive-streaming), for the server that serves a ladder and
 * for the story pack that keeps one rendition of it (docs/offline.md#story-packs).
 */

const URI_ATTRIBUTE = /URI="([^"]*)"/;

/** The URIs a playlist names: its non-comment lines and the URI="…" of its tags (the init section's EXT-X-MAP). */
export function playlistUris(text: string): string[] {
  return text.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (!line) return [];
    if (!line.startsWith('#')) return [line];
    const uri = line.match(URI_ATTRIBUTE);
    return uri ? [uri[1]] : [];
  });
}

/** One rendition a master playlist lists: its playlist's URI as written, and its picture's height (0 when not given). */
export type MasterVariant = { uri: string; height: number; bandwidth: number };

const STREAM_INF = '#EXT-X-STREAM-INF:';

/** The renditions of a master playlist, in its order: each EXT-X-STREAM-INF with the URI on the line after it. */
export function masterVariants(text: string): MasterVariant[] {
  const lines = text.split('\n').map((l) => l.trim());
  const variants: MasterVariant[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith(STREAM_INF)) return;
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith('#'));
    if (!uri) return;
    const height = Number(line.match(/RESOLUTION=\d+x(\d+)/)?.[1] ?? 0);
    const bandwidth = Number(line.match(/[:,]BANDWIDTH=(\d+)/)?.[1] ?? 0);
    variants.push({ uri, height, bandwidth });
  });
  return variants;
}

/**
 * The master playlist naming one of its renditions only (`keep` returns true for that one's URI): a story pack
 * stores it in place of the ladder's, so the player offline asks for nothing the pack does not hold.
 */
export function masterWithOnly(text: string, keep: (uri: string) => boolean): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line.startsWith(STREAM_INF)) {
      out.push(lines[i]);
      continue;
    }
    let j = i + 1;
    while (j < lines.length && (!lines[j].trim() || lines[j].trim().startsWith('#'))) j++;
    if (j < lines.length && keep(lines[j].trim())) out.push(lines[i], lines[j]);
    i = j;
  }
  return `${out.filter((line) => line.trim()).join('\n')}\n`;
}
