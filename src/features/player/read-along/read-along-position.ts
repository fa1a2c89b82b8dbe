import type { ReadAlongCue } from '../../../shared/domain/webvtt';

/** The sentence shown and the spoken words in it (`from` to `to`, exclusive; none when from === to). */
export type ReadAlongPosition = { cue: number; from: number; to: number };

/**
 * Where the narration is at `t` seconds: the cue that contains t, in a pause between cues the last one that started
 * (the sentence stays while the picture goes on), before the first cue the first; the spoken words are those whose
 * start ≤ t < end (more than one when words share a timestamp).
 */
export function positionAt(cues: ReadAlongCue[], t: number): ReadAlongPosition | null {
  if (cues.length === 0) return null;
  let cue = 0;
  for (let i = 0; i < cues.length && cues[i].start <= t; i++) cue = i;
  const words = cues[cue].words;
  const from = words.findIndex((w) => w.start !== null && w.end !== null && w.start <= t && t < w.end);
  if (from === -1) return { cue, from: 0, to: 0 };
  let to = from + 1;
  while (to < words.length && words[to].start === words[from].start) to++;
  return { cue, from, to };
}

export const samePosition = (a: ReadAlongPosition | null, b: ReadAlongPosition | null) =>
  a === b || (!!a && !!b && a.cue === b.cue && a.from === b.from && a.to === b.to);

/** The first time after `t` at which positionAt may answer differently (a word's or a cue's start or end), or null. */
export function nextChange(cues: ReadAlongCue[], t: number): number | null {
  let next = Infinity;
  for (const cue of cues) {
    if (cue.end <= t) continue;
    if (cue.start > t) return Math.min(next, cue.start);
    for (const w of cue.words) {
      if (w.start !== null && w.start > t) next = Math.min(next, w.start);
      if (w.end !== null && w.end > t) next = Math.min(next, w.end);
    }
    next = Math.min(next, cue.end);
  }
  return next === Infinity ? null : next;
}
