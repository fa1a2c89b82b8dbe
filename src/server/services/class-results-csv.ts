import { countText as count } from '../../shared/domain/results-texts';
import type { CodeResults, GuardedShare } from '../../shared/schemas/turns';

/**
 * "Als CSV herunterladen" (see docs/api.md#class-results): one code's results as a table a spreadsheet opens as it is —
 * German column names, semicolons, UTF-8 with a byte order mark (Excel reads umlauts only with it), CRLF line ends.
 * One row per number the teacher's view shows: the turns, each progress quarter, each quiz option, each search game and
 * impulse. The same rule as the view: a count of 1 or 2 is "weniger als 3", nothing names a pupil.
 */
export const CSV_COLUMNS = ['Bereich', 'Spiel', 'Frage oder Aufgabe', 'Antwort', 'Richtige Antwort', 'Anzahl', 'Anteil', 'Median Sekunden'];

const percent = (s: GuardedShare) => (s === null ? '' : `${Math.round(s * 100)} %`);
const decimal = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

/** A field as a spreadsheet reads it: quoted when it holds a separator, a quote or a line break; a leading =, +, - or @ cannot start a formula. */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export function codeResultsCsv(results: CodeResults): string {
  const rows: string[][] = [CSV_COLUMNS];
  const row = (...cells: string[]) => rows.push([...cells, ...Array(CSV_COLUMNS.length - cells.length).fill('')]);
  row('Durchgänge', '', 'begonnen', '', '', count(results.turnsStarted));
  row('Durchgänge', '', 'bis zum Ende', '', '', count(results.turnsFinished));
  for (const bucket of results.progress) row('Fortschritt', '', `${bucket.fromPercent}–${bucket.toPercent} % der Geschichte`, '', '', count(bucket.turns));
  results.games.forEach((game, index) => {
    const name = `${index + 1}. ${game.gameType === 'quiz' ? 'Quiz' : game.gameType === 'search' ? 'Suchspiel' : 'Impuls'} (${game.position < 0 ? 'am Ende' : `bei ${mmss(game.position)}`})`;
    if (game.gameType === 'quiz') {
      for (const q of game.questions) {
        row('Quiz', name, q.question, 'beantwortet', '', count(q.answered), percent(q.shareRight));
        for (const o of q.options) row('Quiz', name, q.question, o.option, o.correct ? 'ja' : 'nein', count(o.chosen));
      }
    } else if (game.gameType === 'search') {
      row('Suchspiel', name, game.hint, 'alles gefunden', '', count(game.turns), percent(game.shareFound), decimal(game.medianSeconds));
    } else {
      row('Impuls', name, game.text, 'geöffnet', '', count(game.opened));
    }
  });
  return `\uFEFF${rows.map((cells) => cells.map(field).join(';')).join('\r\n')}\r\n`;
}

/** `Klassenergebnisse-die-mutige-maus-FUNKE-GUELTIG.csv`: the story and the code, in characters every system keeps. */
export function csvFileName(results: CodeResults): string {
  const safe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  return `Klassenergebnisse-${safe(results.boardstory.slug)}-${safe(results.code)}.csv`;
}
