import { describe, expect, it } from 'vitest';
import { parseReadAlong, type ReadAlongCue } from '../../../shared/domain/webvtt';
import { nextChange, positionAt } from './read-along-position';

const parsed = parseReadAlong(
  'WEBVTT\n\n00:02.000 --> 00:04.000\n<00:02.000>Die <00:02.500>Maus <00:03.000>läuft weg.\n\n00:05.000 --> 00:06.000\nOhne Zeiten.\n',
);
const cues = (parsed as { cues: ReadAlongCue[] }).cues;

describe('positionAt', () => {
  it.each([
    [0, { cue: 0, from: 0, to: 0 }], // before the first cue: its sentence, nothing spoken yet
    [2, { cue: 0, from: 0, to: 1 }],
    [2.499, { cue: 0, from: 0, to: 1 }],
    [2.5, { cue: 0, from: 1, to: 2 }],
    [3.2, { cue: 0, from: 2, to: 4 }], // two words after one timestamp are spoken together
    [4.5, { cue: 0, from: 0, to: 0 }], // between cues the sentence stays, nothing is spoken
    [5.5, { cue: 1, from: 0, to: 0 }], // a cue without timestamps is never highlighted
    [9, { cue: 1, from: 0, to: 0 }],
  ])('at %s s', (t, expected) => {
    expect(positionAt(cues, t)).toEqual(expected);
  });

  it('answers null for a track without cues', () => {
    expect(positionAt([], 1)).toBeNull();
  });
});

describe('nextChange', () => {
  it.each([
    [0, 2],
    [2, 2.5],
    [2.7, 3],
    [3.5, 4],
    [4.2, 5],
    [5.2, 6],
    [6, null],
  ])('after %s s comes %s', (t, expected) => {
    expect(nextChange(cues, t)).toBe(expected);
  });
});
