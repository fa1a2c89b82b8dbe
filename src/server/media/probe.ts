import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Probe = {
  /** ffprobe's container names, e.g. "mov,mp4,m4a,3gp,3g2,mj2" */
  format: string;
  /** seconds; 0 when the container does not say */
  duration: number;
  streams: { type: string; codec: string; width?: number; height?: number }[];
};

type Raw = {
  format?: { format_name?: string; duration?: string };
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number }[];
};

/** What ffprobe (Debian's, on PATH) sees in a file; null when it cannot read it at all. */
export async function probe(file: string): Promise<Probe | null> {
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', file], {
      timeout: 60_000,
      maxBuffer: 4 * 1024 * 1024,
    });
    const raw = JSON.parse(stdout) as Raw;
    return {
      format: raw.format?.format_name ?? '',
      duration: Number(raw.format?.duration ?? 0) || 0,
      streams: (raw.streams ?? []).map((s) => ({ type: s.codec_type ?? '', codec: s.codec_name ?? '', width: s.width, height: s.height })),
    };
  } catch {
    return null;
  }
}

/** Runs ffmpeg quietly; a failure throws with ffmpeg's own last words. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 300_000, maxBuffer: 4 * 1024 * 1024 });
}
