import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../shared/domain/webvtt';
import { stories } from './catalogue-data';
import { lineTimings, readAlongFile, vttTime, wordsOf } from './make-media-read-along';

/**
 * The committed read-along tracks (`npm run media`) against the catalogue: each parses as WebVTT, has one cue per
 * story line at the line's own time (games and tests depend on those), and every word of the line carries a
 * timestamp, increasing and inside its cue, so the player can highlight it as it is spoken.
 */

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media', 'subtitles');
const STAMP = /<(\d{2}:\d{2}:\d{2}\.\d{3})>/g;
const seconds = (stamp: string) => {
  const [h, m, s] = stamp.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};
const unescape = (text: string) => text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

describe('the demo stories\' read-along tracks', () => {
  it.each(stories.map((s) => [s.slug, s] as const))('%s: one cue per line, every word timed within it', (_, story) => {
    const parsed = parseWebVtt(fs.readFileSync(path.join(folder, readAlongFile(story.slug)), 'utf8'));
    if ('error' in parsed) throw new Error(parsed.error);
    const lines = lineTimings(story);
    expect(parsed.cues).toHaveLength(lines.length);
    parsed.cues.forEach((cue, n) => {
      const line = lines[n];
      // the cue times as written in the file (milliseconds), equal to the line's
      expect([vttTime(cue.start), vttTime(cue.end)], line.text).toEqual([vttTime(line.start), vttTime(line.end)]);
      const starts = [...cue.text.matchAll(STAMP)].map((m) => seconds(m[1]));
      // each word comes right after its timestamp: the words between the stamps are the line's words, in order
      const words = cue.text.split(STAMP).filter((_, i) => i % 2 === 0).slice(1).map((w) => unescape(w.trim()));
      expect(cue.text.startsWith('<'), line.text).toBe(true);
      expect(words, line.text).toEqual(wordsOf(line.text));
      expect(starts, line.text).toHaveLength(words.length);
      expect(starts[0], line.text).toBeGreaterThanOrEqual(cue.start);
      expect(starts.at(-1)!, line.text).toBeLessThan(cue.end);
      for (let i = 1; i < starts.length; i++) expect(starts[i], `${line.text}: word ${i + 1}`).toBeGreaterThan(starts[i - 1]);
    });
  });
});
