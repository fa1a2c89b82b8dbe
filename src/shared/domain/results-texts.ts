import type { GuardedCount, GuardedShare } from '../schemas/turns';

/**
 * The texts of the class results (see docs/codes.md#class-results): the page "Auswertung", its code pages and the
 * summary beside each code on the story page. The spec names none of them; they speak to the teacher as the spec does.
 */
export const resultsTexts = {
  title: 'Auswertung',
  intro:
    'Hier sehen Sie, was Ihre Klassen mit Ihren Codes gemacht haben. Die Auswertung nennt keine Kinder: Sie zählt nur, wie viele Durchgänge begonnen und beendet wurden, wie weit sie kamen und wie die Klasse in den Spielen geantwortet hat.',
  privacyNote: 'Zahlen unter 3 erscheinen als „weniger als 3“, damit sich keine Antwort einem Kind zuordnen lässt.',
  lessThanThree: 'weniger als 3',
  tooFewTurns: 'zu wenige Durchgänge',
  ownCodes: 'Ihre Codes',
  schoolCodes: 'Codes Ihrer Einrichtung',
  codesCaption: 'Codes mit begonnenen und beendeten Durchgängen',
  noCodes: 'Sie haben noch keine Codes erstellt. Codes erstellen Sie auf der Seite einer Boardstory unter „Schülercodes“.',
  story: 'Boardstory',
  code: 'Code',
  note: 'Notiz',
  kind: 'Art',
  pupilCode: 'Schülercode',
  rentalCode: 'Verleihcode',
  createdBy: 'Erstellt von',
  validUntil: 'Gültig bis',
  started: 'Begonnen',
  finished: 'Bis zum Ende',
  lastTurn: 'Letzter Durchgang',
  never: 'noch keiner',
  showResults: 'Auswertung ansehen',
  showResultsFor: (code: string) => `Auswertung für Code ${code} ansehen`,
  summary: (started: string, finished: string) => `Durchgänge: ${started} begonnen, ${finished} bis zum Ende`,
  totalsSchool: (from: string, until: string) => `Nutzung je Boardstory im Lizenzzeitraum ${from} – ${until}`,
  totalsPlatform: 'Nutzung je Boardstory auf der ganzen Plattform',
  totalsCaption: 'Begonnene und beendete Durchgänge je Boardstory',
  // one code's page
  codeTitle: (story: string) => `Auswertung: ${story}`,
  codeLine: (code: string) => `Code ${code}`,
  createdByLine: (name: string) => `Erstellt von ${name}`,
  turnsStarted: 'Durchgänge begonnen',
  turnsFinished: 'Durchgänge bis zum Ende',
  noTurns: 'Mit diesem Code wurde noch keine Boardstory begonnen. Die Auswertung füllt sich, sobald Kinder den Code nutzen.',
  progress: 'Wie weit die Durchgänge kamen',
  progressCaption: 'Durchgänge nach dem Teil der Boardstory, den sie erreichten',
  part: 'Erreicht',
  turns: 'Durchgänge',
  bucket: (from: number, to: number) => (to === 100 ? `${from} bis ${to} % (oder bis zum Ende)` : `${from} bis unter ${to} %`),
  games: 'Spiele',
  noGames: 'Diese Boardstory hat keine Spiele.',
  quiz: 'Quiz',
  question: (n: number, text: string) => `Frage ${n}: ${text}`,
  answer: 'Antwort',
  chosen: 'Gewählt',
  right: 'richtig',
  answered: 'Beantwortet',
  shareRight: 'Anteil richtig',
  search: (hint: string) => `Suchspiel: ${hint}`,
  searchCaption: 'Ergebnis des Suchspiels',
  searched: 'Durchgänge mit Suche',
  shareFound: 'Anteil gefunden',
  medianTime: 'Mittlere Zeit (Median)',
  seconds: (s: number) => `${Math.round(s)} s`,
  impulse: (text: string) => `Impuls: ${text}`,
  opened: 'Geöffnet',
  openedLine: (n: string) => `In ${n} Durchgängen geöffnet`,
  csv: 'Als CSV herunterladen',
  print: 'Drucken',
  back: 'Zurück zur Auswertung',
  // the view is kept for offline use (codes cut to their end); never loaded, it cannot be shown
  offline: 'Sie sind offline. Die Auswertung kann angezeigt werden, sobald das Gerät wieder verbunden ist.',
  notFound: 'Diese Auswertung gibt es nicht, oder sie gehört nicht zu Ihren Codes.',
  loading: 'Wird geladen …',
} as const;

/** A count as the teacher reads it: `null` (1 or 2) is "weniger als 3". */
export const countText = (n: GuardedCount): string => (n === null ? resultsTexts.lessThanThree : String(n));

/** A share as a whole percentage; `null` when fewer than 3 turns stand behind it. */
export const shareText = (s: GuardedShare): string => (s === null ? resultsTexts.tooFewTurns : `${Math.round(s * 100)} %`);

/**
 * A code as the class results keep it: its last four characters. The view is stored on the device for offline use,
 * and a whole code opens a story, so it never goes to the disk (docs/offline.md#query-cache).
 */
export const codeHint = (code: string): string => (code.length > 4 ? `…${code.slice(-4)}` : code);
