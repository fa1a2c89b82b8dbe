import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../shared/domain/webvtt';
import { stories } from './catalogue-data';
import { readAlongFile } from './make-media-read-along';

/**
 * The committed narration against the committed read-along tracks: in the video's sound as a browser decodes it,
 * each word begins at its timestamp (the pause just before, speech right after), so the highlight and "tap a
 * word" meet the voice. A story without sound has no sound track at all.
 */

const media = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
const RATE = 22050;
const STAMP = /<(\d{2}):(\d{2}):(\d{2}\.\d{3})>/g;

/** The video's sound as 16-bit mono samples, decoded as a player does (the AAC encoder's delay removed). */
function decoded(file: string): Int16Array {
  const raw = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

const rms = (samples: Int16Array, from: number, to: number) => {
  const part = samples.subarray(Math.round(from * RATE), Math.round(to * RATE));
  return Math.sqrt(part.reduce((sum, x) => sum + x * x, 0) / part.length);
};

const hasSound = (file: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file]).toString().trim() !== '';

describe('the demo narration', () => {
  it.each(stories.map((s) => [s.slug, s] as const))('%s: every word starts at its timestamp', (_, story) => {
    const vtt = parseWebVtt(fs.readFileSync(path.join(media, 'subtitles', readAlongFile(story.slug)), 'utf8'));
    if ('error' in vtt) throw new Error(vtt.error);
    const files = (story.explain ? ['notext'] : ['text', 'notext']).map((v) => path.join(media, 'videos', `${story.slug}-${v}.mp4`));
    for (const file of files) {
      if (story.hasAudio === false) {
        expect(hasSound(file), file).toBe(false);
        continue;
      }
      const sound = decoded(file);
      for (const cue of vtt.cues) {
        for (const [stamp, h, m, s] of cue.text.matchAll(STAMP)) {
          const start = Number(h) * 3600 + Number(m) * 60 + Number(s);
          // the 20 ms before are the pause over the melody; within 100 ms the word is clearly louder (a word
          // timed 30 ms too late fails this on many words: its own sound then falls into the pause)
          const loudest = Math.max(...Array.from({ length: 10 }, (_, k) => rms(sound, start + k * 0.01, start + (k + 1) * 0.01)));
          expect(loudest, `${path.basename(file)} ${stamp}`).toBeGreaterThan(1.5 * rms(sound, start - 0.02, start));
        }
      }
    }
  });
});
