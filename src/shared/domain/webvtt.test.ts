import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './webvtt';

describe('parseWebVtt', () => {
  it('reads cues with and without identifiers, hours, settings and notes', () => {
    const vtt = '\uFEFFWEBVTT - Regenbogen\n\nNOTE vom Verlag\n\n1\n00:00:01.000 --> 00:00:02.500 align:center\nSonnenlicht\nsieht weiß aus.\n\n01:02.000 --> 1:01:03.250\nEnde\n';
    expect(parseWebVtt(vtt)).toEqual({
      cues: [
        { start: 1, end: 2.5, text: 'Sonnenlicht\nsieht weiß aus.' },
        { start: 62, end: 3663.25, text: 'Ende' },
      ],
    });
  });

  it.each([
    ['', 'Zeile 1: muss mit „WEBVTT“ beginnen'],
    ['1\n00:00:01.000 --> 00:00:02.000\nText', 'Zeile 1: muss mit „WEBVTT“ beginnen'],
    ['WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nText', 'Zeile 3: Zeitangabe ist nicht hh:mm:ss.mmm oder mm:ss.mmm'],
    ['WEBVTT\n\n00:00:03.000 --> 00:00:02.000\nText', 'Zeile 3: das Ende liegt nicht nach dem Anfang'],
    ['WEBVTT\n\nnur Text ohne Zeit\nnoch mehr', 'Zeile 4: Zeitangabe „start --> ende“ fehlt'],
    ['WEBVTT\n\n00:00:01.000 --> 00:00:02.000', 'Zeile 3: der Untertitel hat keinen Text'],
    ['WEBVTT\n', 'enthält keinen Untertitel'],
    ['WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\0B', 'enthält ein NUL-Zeichen'],
  ])('refuses %j', (vtt, error) => {
    expect(parseWebVtt(vtt)).toEqual({ error });
  });
});
