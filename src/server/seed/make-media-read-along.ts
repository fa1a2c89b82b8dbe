import type { StoryDef } from './catalogue-data';

/**
 * The read-along track ("Mitlesen") of a demo story: one WebVTT cue per story line whose words carry inline
 * timestamps (`<00:00:02.610>Wort`), the standard form a publisher's subtitle tool writes too. The times come from
 * the narration (make-media-narration.ts). Pure, so the seed's tests can check the committed files against the
 * catalogue without running `npm run media`.
 */

export type TimedLine = { start: number; end: number; text: string };
/** A word as spoken: its text as written in the line (punctuation kept) and when it starts. */
export type TimedWord = { text: string; start: number };
export type ReadAlongCue = { start: number; end: number; words: TimedWord[] };

/** When each story line shows: evenly after the title, or as the catalogue says. */
export function lineTimings(s: StoryDef): TimedLine[] {
  const starts = s.lineTimes ?? s.lines.map((_, i) => 2 + (i * (s.duration - 2.3)) / s.lines.length);
  // a short gap, so that two captions never share a frame
  return s.lines.map((text, i) => ({ start: starts[i], end: (starts[i + 1] ?? s.duration) - 0.1, text }));
}

/**
 * The words of a line as the track times them: split at white space, and a token without a letter or digit (the
 * dash in "eins – Start!") joins the word before it, since nobody taps a dash to hear it.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const token of text.split(/\s+/).filter(Boolean)) {
    if (words.length && !/[\p{L}\p{N}]/u.test(token)) words[words.length - 1] += ` ${token}`;
    else words.push(token);
  }
  return words;
}

/** hh:mm:ss.mmm; rounded to whole milliseconds first, so 59.9996 becomes 00:01:00.000 and not 00:00:60.000. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

// cue text is markup: a literal & or < would start an entity or a tag
const escapeCueText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The whole file: numbered cues, each word after its timestamp, words separated by one space. */
export function readAlongVtt(cues: ReadAlongCue[]): string {
  const blocks = cues.map(
    (c, n) => `${n + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.words.map((w) => `<${vttTime(w.start)}>${escapeCueText(w.text)}`).join(' ')}\n`,
  );
  return `WEBVTT\n\n${blocks.join('\n')}`;
}

/** The file name in the media folder `subtitles/` (seed/catalogue.ts names it in the story's video row). */
export const readAlongFile = (slug: string) => `${slug}-mitlesen.vtt`;
