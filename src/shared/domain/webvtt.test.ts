import { describe, expect, it } from 'vitest';
import { parseReadAlong, parseWebVtt } from './webvtt';

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

describe('parseReadAlong', () => {
  const track = (cue: string) => `WEBVTT\n\n00:00:02.000 --> 00:00:04.000\n${cue}\n`;

  it('gives each word the timestamp before it and the next later start or the cue end as its end', () => {
    expect(parseReadAlong(track('<00:00:02.000>Sonnenlicht <00:00:02.610>sieht\n<00:03.100>weiß aus.'))).toEqual({
      cues: [
        {
          start: 2,
          end: 4,
          text: '<00:00:02.000>Sonnenlicht <00:00:02.610>sieht\n<00:03.100>weiß aus.',
          words: [
            { text: 'Sonnenlicht', start: 2, end: 2.61 },
            { text: 'sieht', start: 2.61, end: 3.1 },
            { text: 'weiß', start: 3.1, end: 4 },
            { text: 'aus.', start: 3.1, end: 4 },
          ],
        },
      ],
    });
  });

  it('starts words before the first timestamp at the cue start, drops markup and decodes entities', () => {
    const parsed = parseReadAlong(track('<v Erzähler>Die <b>Mau</b>s <00:00:03.000>&amp; <c.gelb>Käse</c>&nbsp;!'));
    expect(parsed).toMatchObject({
      cues: [
        {
          words: [
            { text: 'Die', start: 2, end: 3 },
            { text: 'Maus', start: 2, end: 3 },
            { text: '&', start: 3, end: 4 },
            { text: 'Käse', start: 3, end: 4 },
            { text: '!', start: 3, end: 4 },
          ],
        },
      ],
    });
  });

  it('shows a cue without timestamps as words without times (no highlight)', () => {
    expect(parseReadAlong(track('Ein ganz\nnormaler Satz.'))).toMatchObject({
      cues: [{ words: ['Ein', 'ganz', 'normaler', 'Satz.'].map((text) => ({ text, start: null, end: null })) }],
    });
  });

  it.each([
    ['<00:00:01.500>Zu früh', 'Untertitel 1: Wortzeit „00:00:01.500“ liegt nicht im Untertitel'],
    ['Zu <00:00:04.000>spät', 'Untertitel 1: Wortzeit „00:00:04.000“ liegt nicht im Untertitel'],
    ['<00:00:03.000>Rück <00:00:02.500>wärts', 'Untertitel 1: Wortzeit „00:00:02.500“ liegt nicht nach der vorigen'],
    ['<00:00:03,000>Komma', 'Untertitel 1: Wortzeit „00:00:03,000“ ist nicht hh:mm:ss.mmm oder mm:ss.mmm'],
    ['<b></b>', 'Untertitel 1: enthält kein Wort'],
  ])('refuses %j', (cue, error) => {
    expect(parseReadAlong(track(cue))).toEqual({ error });
  });

  it('passes the structure errors of parseWebVtt on', () => {
    expect(parseReadAlong('WEBVTT\n')).toEqual({ error: 'enthält keinen Untertitel' });
  });
});
