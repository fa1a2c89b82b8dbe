import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { playlistUris } from './hls';
import { ladderFiles, makeHlsLadder, rungsFor, SEGMENT_SECONDS, STORY_LADDER } from './hls-ladder';
import { probe } from './probe';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-hls-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
/** A moving test picture (so the encoder has work to do) of the given size; with a tone unless silent. */
function clip(name: string, width: number, height: number, seconds: number, sound = true): string {
  const file = path.join(scratch, name);
  ffmpeg(
    '-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=24:d=${seconds}`,
    ...(sound ? ['-f', 'lavfi', '-i', `sine=d=${seconds}`, '-c:a', 'aac'] : []),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-shortest', file,
  );
  return file;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
const durations = (playlist: string) => [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));

describe('the HLS ladder', () => {
  it('makes four renditions of a 720p video, aligned segment for segment, listed in a master with bandwidth and resolution', async () => {
    const dir = path.join(scratch, 'hd');
    const ladder = await makeHlsLadder(clip('hd.mp4', 1280, 720, 5), dir, 'geschichte-text-0123456789ab');

    expect(ladder.master).toBe('geschichte-text-0123456789ab.m3u8');
    const master = read(dir, ladder.master);
    const variants = [...master.matchAll(/#EXT-X-STREAM-INF:(.*)\n(.*)/g)].map((m) => ({ attrs: m[1], uri: m[2].trim() }));
    expect(variants.map((v) => v.uri)).toEqual([
      'geschichte-text-0123456789ab-240p.m3u8',
      'geschichte-text-0123456789ab-360p.m3u8',
      'geschichte-text-0123456789ab-540p.m3u8',
      'geschichte-text-0123456789ab-720p.m3u8',
    ]);
    expect(variants.map((v) => v.attrs.match(/RESOLUTION=(\d+x\d+)/)?.[1])).toEqual(['426x240', '640x360', '960x540', '1280x720']);
    const bandwidths = variants.map((v) => Number(v.attrs.match(/BANDWIDTH=(\d+)/)?.[1]));
    expect(bandwidths[0]).toBeGreaterThan(0);
    expect(bandwidths[1]).toBeGreaterThan(bandwidths[0]);
    expect(bandwidths[2]).toBeGreaterThan(bandwidths[1]);
    expect(bandwidths[3]).toBeGreaterThan(bandwidths[2]);

    // keyframes at the same seconds in every rendition: the same segment boundaries everywhere
    const lists = variants.map((v) => read(dir, v.uri));
    const perRendition = lists.map(durations);
    expect(perRendition[0].length).toBe(Math.ceil(5 / SEGMENT_SECONDS));
    for (const d of perRendition) expect(d).toEqual(perRendition[0]);
    for (const d of perRendition[0]) expect(d).toBeLessThanOrEqual(SEGMENT_SECONDS + 0.05);

    // each rendition is a picture of its own height with the sound in it
    const firstSegments = lists.map((l) => playlistUris(l));
    expect(firstSegments[0][0]).toBe('geschichte-text-0123456789ab-240p-init.mp4');
    for (const file of ladder.files) expect(file).toMatch(/^geschichte-text-0123456789ab(-\d+p(-init\.mp4|-\d{3}\.m4s|\.m3u8)|\.m3u8)$/);
    const joined = path.join(scratch, 'joined-540.mp4');
    fs.writeFileSync(joined, Buffer.concat(firstSegments[2].map((f) => fs.readFileSync(path.join(dir, f)))));
    const info = await probe(joined);
    expect(info?.streams.find((s) => s.type === 'video')?.height).toBe(540);
    expect(info?.streams.some((s) => s.type === 'audio')).toBe(true);

    // every file the playlists name is there, and nothing else was written
    expect([...ladder.files].sort()).toEqual(fs.readdirSync(dir).sort());
    expect(await ladderFiles(dir, ladder.master)).toEqual(ladder.files);
  }, 120_000);

  it('makes no rendition taller than the source, and one at its own height when the source is smaller than every rung', async () => {
    expect(rungsFor(STORY_LADDER, 576).map((r) => r.height)).toEqual([240, 360, 540]);
    expect(rungsFor(STORY_LADDER, 1080).map((r) => r.height)).toEqual([240, 360, 540, 720, 1080]);
    expect(rungsFor(STORY_LADDER, 241).map((r) => r.height)).toEqual([240]);
    expect(rungsFor(STORY_LADDER, 201).map((r) => r.height)).toEqual([200]);

    const dir = path.join(scratch, 'small');
    const ladder = await makeHlsLadder(clip('small.mp4', 320, 240, 3, false), dir, 'klein');
    const master = read(dir, ladder.master);
    expect(master.match(/RESOLUTION=(\d+x\d+)/g)).toEqual(['RESOLUTION=320x240']);
    // a silent source makes a silent ladder rather than failing
    expect(master).not.toContain('mp4a');
    // a lone rendition's files are named like any other's: flat names /media serves (media/files.ts)
    expect(ladder.files).toContain('klein-240p-init.mp4');
    for (const file of ladder.files) expect(file).toMatch(/^klein(-240p(-init\.mp4|-\d{3}\.m4s|\.m3u8)|\.m3u8)$/);
  }, 120_000);

  it('has no files for a master that is not there', async () => {
    expect(await ladderFiles(scratch, 'fehlt.m3u8')).toEqual([]);
  });
});
