/** One caption of a WebVTT file: seconds from the video's start and its text. */
export type Cue = { start: number; end: number; text: string };

// hh:mm:ss.mmm or mm:ss.mmm, as the WebVTT standard writes timestamps
const TIME = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function seconds(stamp: string): number | null {
  const m = TIME.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

/**
 * The cues of a WebVTT file, or the first problem as a German sentence with its line number: the browser skips
 * a broken cue silently, so an import must refuse it before pupils miss a caption. Cue settings after the
 * end time (position, align …) are allowed; NOTE, STYLE and REGION blocks are skipped.
 */
export function parseWebVtt(text: string): { cues: Cue[] } | { error: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0])) return { error: 'Zeile 1: muss mit „WEBVTT“ beginnen' };
  if (text.includes('\0')) return { error: 'enthält ein NUL-Zeichen' };
  const cues: Cue[] = [];
  let i = 1;
  while (i < lines.length) {
    if (lines[i].trim() === '') {
      i++;
      continue;
    }
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && lines[i].trim() !== '') block.push(lines[i++]);
    if (/^(NOTE|STYLE|REGION)([ \t]|$)/.test(block[0])) continue;
    // an optional cue identifier comes before the timing line
    const timingAt = block[0].includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    const where = `Zeile ${blockStart + timingAt + 1}`;
    if (!timing?.includes('-->')) return { error: `${where}: Zeitangabe „start --> ende“ fehlt` };
    const [from, rest] = timing.split('-->').map((part) => part.trim());
    const start = seconds(from);
    const end = seconds(rest.split(/[ \t]+/)[0]);
    if (start === null || end === null) return { error: `${where}: Zeitangabe ist nicht hh:mm:ss.mmm oder mm:ss.mmm` };
    if (end <= start) return { error: `${where}: das Ende liegt nicht nach dem Anfang` };
    const textLines = block.slice(timingAt + 1);
    if (textLines.length === 0) return { error: `${where}: der Untertitel hat keinen Text` };
    cues.push({ start, end, text: textLines.join('\n') });
  }
  if (cues.length === 0) return { error: 'enthält keinen Untertitel' };
  return { cues };
}
