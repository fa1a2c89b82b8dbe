import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { StoryDef } from './catalogue-data';
import { lineTimings, wordsOf, type ReadAlongCue, type TimedLine } from './make-media-read-along';

/**
 * The demo stories' narration (docs/stories-and-player.md#read-along): German speech from Debian's espeak-ng,
 * synthesised word by word and joined with gaps of known length, so every word's start is exact to the sample and
 * the read-along track can carry it. Each line is fitted into its existing time window (the games' cue points and many tests depend on the
 * line starts and the story's length): espeak's speed is chosen per line, and what is left of the window is silence.
 */

const ESPEAK = '/usr/bin/espeak-ng';
/** espeak-ng writes 16-bit mono PCM at this rate. */
export const RATE = 22050;
/** the calmest speed (words per minute) a line is spoken at; a line is sped up only as far as its window needs */
const CALM = 145;
/**
 * How a line is fitted: first faster speech with natural pauses (a comma or dash is a short breath), up to
 * espeak's own fastest; a line still too long (two demo lines have under 0.2 s per word) gets short pauses and
 * sonic speed-up beyond that. Either way the pauses are known, so every word's start is.
 */
const PACES = [
  { gap: 0.07, breath: 0.18, fastest: 450 },
  { gap: 0.025, breath: 0.06, fastest: 800 },
] as const;
type Pace = (typeof PACES)[number];
/** what quieter than this (of 32767) counts as the silence espeak puts before and after a word */
const SILENCE = 250;
/** a word's own edges kept around its audible part, so the first consonant is not clipped */
const EDGE = 0.01;
/** the narration of a line ends this long before the line's caption does */
const TAIL = 0.05;

// the stories in another language than German (catalogue-data.ts Fremdsprache tags do not say which language the text is in)
const VOICES: Record<string, string> = { 'hello-little-owl': 'en-gb', 'le-petit-nuage': 'fr' };

if (!fs.existsSync(ESPEAK)) throw new Error(`${ESPEAK} is missing: apt-get install -y espeak-ng`);

/** The samples of a WAV file's data chunk (espeak-ng: PCM, 16 bit, mono, RATE). */
function samplesOf(wav: Buffer): Int16Array {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.readUInt16LE(22) !== 1 || wav.readUInt32LE(24) !== RATE) {
    throw new Error('espeak-ng did not write 16-bit mono WAV at 22050 Hz');
  }
  let at = 12;
  while (at + 8 <= wav.length) {
    const size = wav.readUInt32LE(at + 4);
    if (wav.toString('latin1', at, at + 4) === 'data') {
      const data = wav.subarray(at + 8, Math.min(wav.length, at + 8 + size));
      return new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + (data.length & ~1)));
    }
    at += 8 + size + (size & 1);
  }
  throw new Error('WAV without data');
}

/** A word as espeak says it, without the silence around it. */
function speak(word: string, voice: string, speed: number, tmp: string): Int16Array {
  const file = path.join(tmp, 'word.wav');
  execFileSync(ESPEAK, ['-v', voice, '-s', String(speed), '-w', file, '--', word]);
  const all = samplesOf(fs.readFileSync(file));
  const loud = (i: number) => Math.abs(all[i]) > SILENCE;
  let from = 0;
  while (from < all.length && !loud(from)) from++;
  let to = all.length - 1;
  while (to > from && !loud(to)) to--;
  const edge = Math.round(EDGE * RATE);
  return all.slice(Math.max(0, from - edge), Math.min(all.length, to + 1 + edge));
}

const secondsOf = (samples: number) => samples / RATE;
type SpokenLine = { words: { text: string; audio: Int16Array; pause: number }[]; length: number };

function spokenLine(line: TimedLine, voice: string, speed: number, pace: Pace, tmp: string): SpokenLine {
  const texts = wordsOf(line.text);
  const words = texts.map((text, i) => ({
    text,
    audio: speak(text, voice, speed, tmp),
    pause: i === texts.length - 1 ? 0 : /[,;:–-]$/.test(text) ? pace.breath : pace.gap,
  }));
  return { words, length: words.reduce((sum, w) => sum + secondsOf(w.audio.length) + w.pause, 0) };
}

/**
 * A line at the calmest speed that fits its window: espeak's length is close to inversely proportional to the
 * speed, so a few tries from the calm speed reach the window; a line that does not fit even at the fastest speed
 * is an error in the catalogue (its window is too short to be read aloud).
 */
function fitLine(line: TimedLine, voice: string, tmp: string): SpokenLine {
  const window = line.end - line.start - TAIL;
  let speed = CALM;
  for (const pace of PACES) {
    for (let attempt = 0; attempt < 6; attempt++) {
      const spoken = spokenLine(line, voice, speed, pace, tmp);
      if (spoken.length <= window) return spoken;
      if (speed >= pace.fastest) break;
      // only the words get faster, not the pauses
      const pauses = spoken.words.reduce((sum, w) => sum + w.pause, 0);
      speed = Math.min(pace.fastest, Math.ceil((speed * (spoken.length - pauses)) / Math.max(0.1, window - pauses)) + 5);
    }
  }
  throw new Error(`„${line.text}“ passt nicht in ${window.toFixed(2)} s: Zeile länger machen (lineTimes) oder kürzen`);
}

export type Narration = { cues: ReadAlongCue[]; samples: Int16Array };

/**
 * The whole story's narration as one track of its exact length, and the read-along cues with each word's start
 * (rounded up to the millisecond the file can say, and the word placed at exactly that sample).
 */
export function narrate(s: StoryDef, tmp: string): Narration {
  const samples = new Int16Array(Math.round(s.duration * RATE));
  const voice = VOICES[s.slug] ?? 'de';
  const cues = lineTimings(s).map((line) => {
    const spoken = fitLine(line, voice, tmp);
    let at = line.start;
    const words = spoken.words.map((w) => {
      const start = Math.ceil(at * 1000 - 1e-6) / 1000;
      samples.set(w.audio, Math.round(start * RATE));
      at = start + secondsOf(w.audio.length) + w.pause;
      return { text: w.text, start };
    });
    if (at > line.end) throw new Error(`„${line.text}“ endet nach ${line.end} s`);
    return { start: line.start, end: line.end, words };
  });
  return { cues, samples };
}

/** A 16-bit mono WAV of the samples: what ffmpeg mixes under the melody. */
export function writeWav(file: string, samples: Int16Array) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.byteLength, 40);
  fs.writeFileSync(file, Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]));
}
