import fs from 'node:fs/promises';
import path from 'node:path';
import { masterVariants } from '../../shared/domain/hls-playlist';
import { playlistUris } from './hls';
import { ffmpeg, probe } from './probe';

/** One rendition of a ladder: its picture height and the bit rates it is encoded at. */
export type Rung = { height: number; videoKbps: number; audioKbps: number };

/**
 * A real story's ladder (docs/story-import.md#adaptive-streaming): a class of thirty tablets on one school line
 * starts at 240p, a tablet alone climbs to 360p or 540p, the whiteboard takes 720p or 1080p. Only rungs no taller
 * than the source are made, so a 720p story has four renditions and a 1080p story five. The lowest rung is what
 * thirty tablets starting together share a 20 Mbit/s line with before any has a buffer: at 360p (250 + 48 kbit/s) the
 * tablets whose first segments lost packets on the full line took seconds for each 77 KB segment and stalled; at
 * 140 + 32 kbit/s the class's first 2 s arrive within about a second (docs/performance.md#classroom).
 */
export const STORY_LADDER: Rung[] = [
  { height: 240, videoKbps: 140, audioKbps: 32 },
  { height: 360, videoKbps: 250, audioKbps: 48 },
  { height: 540, videoKbps: 900, audioKbps: 96 },
  { height: 720, videoKbps: 2400, audioKbps: 128 },
  { height: 1080, videoKbps: 4500, audioKbps: 128 },
];

/**
 * Seconds per segment, and the keyframe interval of every rendition: each segment starts with a keyframe at the
 * same second in every rendition, so the player can switch between any two segments. Two seconds let a class
 * start after one small segment.
 */
export const SEGMENT_SECONDS = 2;

/** The rungs made of a source `height` pixels tall: those no taller than it, or the lowest one at its own height. */
export function rungsFor(ladder: Rung[], height: number): Rung[] {
  const fitting = ladder.filter((r) => r.height <= height);
  if (fitting.length > 0) return fitting;
  const lowest = ladder.reduce((a, b) => (b.height < a.height ? b : a));
  return [{ ...lowest, height: height - (height % 2) }];
}

/** The name of a rung's playlist; its init section and segments are `{playlist stem}-init.mp4` and `-NNN.m4s`. */
export const renditionName = (base: string, rung: Pick<Rung, 'height'>) => `${base}-${rung.height}p`;

export type Ladder = {
  /** the master playlist's file name, `{base}.m3u8` */
  master: string;
  /** every file of the ladder (master, playlists, init sections, segments), names inside `dir` */
  files: string[];
};

/**
 * Turns an MP4 into an HLS ladder in `dir`: fMP4 segments of SEGMENT_SECONDS with keyframes forced at the same
 * times in every rendition, one playlist per rendition, and a master playlist listing them with BANDWIDTH,
 * RESOLUTION and CODECS (ffmpeg writes these from what it encoded). Every name starts with `base` and is flat,
 * as /media serves only flat names (media/files.ts). Sound, when the source has it, is muxed into each
 * rendition, so any one rendition alone is the whole story (a story pack stores one).
 */
export async function makeHlsLadder(source: string, dir: string, base: string, ladder: Rung[] = STORY_LADDER): Promise<Ladder> {
  const info = await probe(source);
  const video = info?.streams.find((s) => s.type === 'video');
  if (!video?.height) throw new Error(`${source}: no video stream`);
  const hasAudio = info!.streams.some((s) => s.type === 'audio');
  const rungs = rungsFor(ladder, video.height);
  const split = `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  const scales = rungs.map((r, i) => `[s${i}]scale=-2:${r.height}[v${i}]`);
  const perRung = rungs.flatMap((r, i) => [
    `-b:v:${i}`, `${r.videoKbps}k`,
    // a ceiling near the average, so a class's bandwidth estimate holds for every segment
    `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.2)}k`,
    `-bufsize:v:${i}`, `${r.videoKbps * 2}k`,
    ...(hasAudio ? [`-b:a:${i}`, `${r.audioKbps}k`] : []),
  ]);
  const names = rungs.map((r) => `${r.height}p`);
  await fs.mkdir(dir, { recursive: true });
  await ffmpeg([
    '-i', source,
    '-filter_complex', [split, ...scales].join(';'),
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...(hasAudio ? rungs.flatMap(() => ['-map', '0:a:0']) : []),
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0',
    ...(hasAudio ? ['-c:a', 'aac'] : []),
    ...perRung,
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_segment_type', 'fmp4', '-hls_flags', 'independent_segments',
    // ffmpeg 5 fills in %v here only for two or more renditions: one gets its name written out
    '-hls_fmp4_init_filename', rungs.length === 1 ? `${base}-${names[0]}-init.mp4` : `${base}-%v-init.mp4`,
    '-hls_segment_filename', path.join(dir, `${base}-%v-%03d.m4s`),
    '-master_pl_name', `${base}.m3u8`,
    '-var_stream_map', names.map((n, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${n}`).join(' '),
    path.join(dir, `${base}-%v.m3u8`),
  ]);
  const master = `${base}.m3u8`;
  return { master, files: await ladderFiles(dir, master) };
}

/** Every file of the ladder whose master is `dir/master`, read from its playlists; [] when the master is not there. */
export async function ladderFiles(dir: string, master: string): Promise<string[]> {
  const read = (name: string) => fs.readFile(path.join(dir, name), 'utf8').catch(() => null);
  const masterText = await read(master);
  if (masterText === null) return [];
  const files = [master];
  for (const playlist of playlistUris(masterText)) {
    files.push(playlist);
    files.push(...playlistUris((await read(playlist)) ?? ''));
  }
  return [...new Set(files)];
}

/** One rendition of a ladder on disk: its playlist's name, its picture's height, and its files' bytes together. */
export type RenditionSize = { playlist: string; height: number; bytes: number };

/** per master file: its renditions' sizes, as long as the master's modification time is the one they were read at */
const sizesRead = new Map<string, { mtimeMs: number; renditions: RenditionSize[] }>();

/**
 * The renditions of the ladder whose master is `dir/master`, each with the bytes a story pack that keeps it stores
 * (its playlist, init section and segments; docs/offline.md#story-packs); [] when the master is not there. Read once
 * per master: a ladder's files change only with a new import, which writes the master again.
 */
export async function renditionSizes(dir: string, master: string): Promise<RenditionSize[]> {
  const full = path.join(dir, master);
  const stat = await fs.stat(full).catch(() => null);
  if (!stat) return [];
  const known = sizesRead.get(full);
  if (known?.mtimeMs === stat.mtimeMs) return known.renditions;
  const size = (name: string) => fs.stat(path.join(dir, name)).then((s) => s.size, () => 0);
  const renditions = await Promise.all(
    masterVariants(await fs.readFile(full, 'utf8')).map(async ({ uri, height }) => {
      const files = [uri, ...playlistUris(await fs.readFile(path.join(dir, uri), 'utf8').catch(() => ''))];
      const sizes = await Promise.all(files.map(size));
      return { playlist: uri, height, bytes: sizes.reduce((a, b) => a + b, 0) };
    }),
  );
  sizesRead.set(full, { mtimeMs: stat.mtimeMs, renditions });
  return renditions;
}
