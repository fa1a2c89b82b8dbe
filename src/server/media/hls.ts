/** A media row's source of this type (shared with the player) is the master playlist of a ladder. */
export { HLS_MIME_TYPE } from '../../shared/schemas/playback';

/** Reading playlists is shared with the story pack, which keeps one rendition of a ladder. */
export { playlistUris } from '../../shared/domain/hls-playlist';

const URI_ATTRIBUTE = /URI="([^"]*)"/;

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
