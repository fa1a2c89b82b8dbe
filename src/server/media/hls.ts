/** A media row's source of this type (shared with the player) is the master playlist of a ladder. */
export { HLS_MIME_TYPE } from '../../shared/schemas/playback';

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

/**
 * The playlist with each URI it names replaced by `rewrite(uri)`: the server hands out a paid story's playlists
 * with every rendition, init section and segment signed, as the player fetches what the playlist says.
 */
export function rewritePlaylist(text: string, rewrite: (uri: string) => string): string {
  return text
    .split('\n')
    .map((raw) => {
      const line = raw.trim();
      if (!line) return raw;
      if (!line.startsWith('#')) return rewrite(line);
      return line.replace(URI_ATTRIBUTE, (_, uri: string) => `URI="${rewrite(uri)}"`);
    })
    .join('\n');
}
