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

/** A word of a read-along cue; without inline timestamps in its cue, start and end are null (shown, never highlighted). */
export type Word = { text: string; start: number | null; end: number | null };
export type ReadAlongCue = Cue & { words: Word[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00A0', lrm: '\u200E', rlm: '\u200F', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === '#' ? String.fromCodePoint(Number(name[1] === 'x' || name[1] === 'X' ? `0${name.slice(1)}` : name.slice(1))) : (ENTITIES[name] ?? whole),
  );

/**
 * The words of a cue with their times from the cue's inline timestamps (`<00:00:01.500>Wort`, the WebVTT form a
 * subtitle tool writes): a word starts at the timestamp before it (the cue's start before the first one) and ends at
 * the next later word's start or the cue's end; words after one timestamp share it. Other tags (<b>, <v Name>, <c.x>)
 * are markup and dropped. Timestamps must rise and lie inside the cue, else the cue is refused.
 */
export function cueWords(cue: Cue): { words: Word[] } | { error: string } {
  const words: { text: string; start: number | null }[] = [];
  let time: number | null = null;
  let open = false; // the last word may go on: no space came since its last letter (e.g. "<b>Wo</b>rt")
  for (const piece of cue.text.split(/(<[^>]*>)/)) {
    if (piece.startsWith('<')) {
      // a tag that starts with a digit is a timestamp; any other (<b>, <v Name>) is markup
      const stamp = piece.slice(1, -1);
      if (!/^\d/.test(stamp)) continue;
      const at = seconds(stamp);
      if (at === null) return { error: `Wortzeit „${stamp}“ ist nicht hh:mm:ss.mmm oder mm:ss.mmm` };
      if (at < cue.start || at >= cue.end) return { error: `Wortzeit „${stamp}“ liegt nicht im Untertitel` };
      if (time !== null && at <= time) return { error: `Wortzeit „${stamp}“ liegt nicht nach der vorigen` };
      time = at;
      continue;
    }
    for (const part of decode(piece).split(/(\s+)/)) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) open = false;
      else if (open) words[words.length - 1].text += part;
      else {
        words.push({ text: part, start: time });
        open = true;
      }
    }
  }
  if (words.length === 0) return { error: 'enthält kein Wort' };
  if (time === null) return { words: words.map((w) => ({ text: w.text, start: null, end: null })) };
  const starts = words.map((w) => w.start ?? cue.start);
  return { words: words.map((w, i) => ({ text: w.text, start: starts[i], end: starts.slice(i + 1).find((s) => s > starts[i]) ?? cue.end })) };
}

/** A read-along track (see docs/stories-and-player.md#read-along): its cues with their words, or the first problem. */
export function parseReadAlong(text: string): { cues: ReadAlongCue[] } | { error: string } {
  const parsed = parseWebVtt(text);
  if ('error' in parsed) return parsed;
  const cues: ReadAlongCue[] = [];
  for (const [n, cue] of parsed.cues.entries()) {
    const words = cueWords(cue);
    if ('error' in words) return { error: `Untertitel ${n + 1}: ${words.error}` };
    cues.push({ ...cue, words: words.words });
  }
  return { cues };
}
