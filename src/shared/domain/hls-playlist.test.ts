import { describe, expect, it } from 'vitest';
import { masterVariants, masterWithOnly, playlistUris } from './hls-playlist';

// a master as ffmpeg writes it (src/server/media/hls-ladder.ts): a blank line after each rendition
const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-STREAM-INF:BANDWIDTH=35200,RESOLUTION=240x180,CODECS="avc1.4d400b,mp4a.40.2"
s-text-180p.m3u8?exp=1&sig=a

#EXT-X-STREAM-INF:BANDWIDTH=52800,RESOLUTION=320x240,CODECS="avc1.4d400c,mp4a.40.2"
s-text-240p.m3u8?exp=1&sig=b

#EXT-X-STREAM-INF:BANDWIDTH=79200,RESOLUTION=480x360,CODECS="avc1.4d4015,mp4a.40.2"
s-text-360p.m3u8?exp=1&sig=c

`;

describe('HLS playlists', () => {
  it('lists a master\'s renditions with their height and bandwidth', () => {
    expect(masterVariants(MASTER)).toEqual([
      { uri: 's-text-180p.m3u8?exp=1&sig=a', height: 180, bandwidth: 35200 },
      { uri: 's-text-240p.m3u8?exp=1&sig=b', height: 240, bandwidth: 52800 },
      { uri: 's-text-360p.m3u8?exp=1&sig=c', height: 360, bandwidth: 79200 },
    ]);
  });

  it('a rendition without a RESOLUTION has height 0', () => {
    expect(masterVariants('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\na.m3u8\n')).toEqual([{ uri: 'a.m3u8', height: 0, bandwidth: 1000 }]);
  });

  it('keeps one rendition of a master: its tags and URI, the header, nothing of the others', () => {
    const only = masterWithOnly(MASTER, (uri) => uri.startsWith('s-text-240p.m3u8'));
    expect(only).toBe(
      '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=52800,RESOLUTION=320x240,CODECS="avc1.4d400c,mp4a.40.2"\ns-text-240p.m3u8?exp=1&sig=b\n',
    );
    expect(playlistUris(only)).toEqual(['s-text-240p.m3u8?exp=1&sig=b']);
    expect(masterVariants(only).map((v) => v.height)).toEqual([240]);
  });

  it('names the init section and the segments of a media playlist', () => {
    const media = '#EXTM3U\n#EXT-X-MAP:URI="a-init.mp4"\n#EXTINF:2.0,\na-000.m4s\n#EXTINF:2.0,\na-001.m4s\n#EXT-X-ENDLIST\n';
    expect(playlistUris(media)).toEqual(['a-init.mp4', 'a-000.m4s', 'a-001.m4s']);
  });
});
