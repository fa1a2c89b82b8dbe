import * as v from 'valibot';
import { gameTypes, tagCategories } from '../db/schema';

/**
 * The files of a story folder as an operator writes them (deploy/example-story/README.md describes each
 * field). Field names follow the database and the player (games keep `gameType`, `impulsePosition`, …), so
 * a seeded story and an imported one are the same rows.
 */

const noNul = (s: string) => !s.includes('\0');

/** Any text: limited, and free of NUL (PostgreSQL cannot store it in text). */
const text = (max: number) =>
  v.pipe(v.string('muss ein Text sein'), v.maxLength(max, `höchstens ${max} Zeichen`), v.check(noNul, 'darf kein NUL-Zeichen enthalten'));
const required = (max: number) => v.pipe(text(max), v.check((s) => s.trim() !== '', 'darf nicht leer sein'));

// path segments start with a letter or digit: no "..", no hidden files, no absolute paths, no backslashes
const RELATIVE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export const VIDEO_EXTENSIONS = ['.mp4'] as const;
export const PICTURE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp'] as const;
export const SOUND_EXTENSIONS = ['.m4a', '.mp3'] as const;

/** A file inside the story folder, named relative to it, with one of the given extensions. */
const file = (extensions: readonly string[]) =>
  v.pipe(
    v.string('muss ein Dateiname sein'),
    v.maxLength(200, 'höchstens 200 Zeichen'),
    v.regex(RELATIVE_FILE, 'ist kein Dateiname im Ordner (Buchstaben, Ziffern, „.“, „_“, „-“, Unterordner mit „/“; kein „..“)'),
    v.check((name) => extensions.some((ext) => name.toLowerCase().endsWith(ext)), `muss auf ${extensions.join(', ')} enden`),
  );

const flag = (fallback: boolean) => v.optional(v.boolean('muss true oder false sein'), fallback);

export const manifestSchema = v.strictObject({
  slug: v.pipe(
    v.string('muss ein Text sein'),
    v.maxLength(80, 'höchstens 80 Zeichen'),
    v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'nur Kleinbuchstaben, Ziffern und einzelne Bindestriche, z. B. „der-kleine-funke“'),
  ),
  title: required(200),
  description: v.optional(text(20_000), ''),
  author: v.optional(text(200), ''),
  illustrator: v.optional(text(200), ''),
  publisher: v.optional(text(200), ''),
  publishedAt: v.optional(
    v.pipe(
      v.string('muss ein Datum sein'),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, 'muss JJJJ-MM-TT sein'),
      v.check((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'ist kein Datum'),
    ),
  ),
  free: flag(false),
  explain: flag(false),
  hasAudio: flag(true),
  gameActive: flag(true),
  tags: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          category: v.pipe(
            v.picklist(tagCategories, `muss eine von ${tagCategories.join(', ')} sein`),
            v.check((c) => c !== 'Funktionen', 'Funktionen ergeben sich aus Spielen, Untertiteln und Tigerkreation'),
          ),
          descriptor: required(80),
        }),
      ),
      v.maxLength(60, 'höchstens 60 Schlagwörter'),
    ),
    [],
  ),
  video: v.strictObject({
    withText: v.optional(file(VIDEO_EXTENSIONS)),
    withoutText: file(VIDEO_EXTENSIONS),
    subtitles: v.optional(file(['.vtt'])),
    // read-along ("Mitlesen"): the story's sentences with inline word timestamps, for any story
    readAlong: v.optional(file(['.vtt'])),
  }),
  trailer: v.optional(file(VIDEO_EXTENSIONS)),
  tigerCreation: v.optional(file(VIDEO_EXTENSIONS)),
  teasers: v.pipe(
    v.array(v.strictObject({ file: file(PICTURE_EXTENSIONS), title: v.optional(text(200)), alt: required(300) })),
    v.minLength(1, 'mindestens ein Bild'),
    v.maxLength(10, 'höchstens 10 Bilder'),
  ),
  book: v.optional(
    v.strictObject({
      title: required(200),
      description: v.optional(text(2000), ''),
      externalLink: v.optional(v.pipe(text(500), v.url('muss eine Adresse sein'), v.regex(/^https?:\/\//, 'muss mit http:// oder https:// beginnen'))),
      picture: file(PICTURE_EXTENSIONS),
    }),
  ),
  materials: v.optional(
    v.pipe(
      v.array(v.strictObject({ title: required(200), file: file(['.pdf']), forRentals: flag(false) })),
      v.maxLength(30, 'höchstens 30 Materialien'),
      v.check((list) => new Set(list.map((m) => m.title)).size === list.length, 'jeder Titel nur einmal (der Titel hält das Material bei einem neuen Import fest)'),
    ),
    [],
  ),
  games: v.optional(v.pipe(v.array(file(['.json'])), v.maxLength(30, 'höchstens 30 Spiele')), []),
});
export type Manifest = v.InferOutput<typeof manifestSchema>;

// the player's coordinates: 0..10000 across and down the video frame
const coordinate = v.pipe(v.number('muss eine Zahl sein'), v.minValue(0, 'mindestens 0'), v.maxValue(10_000, 'höchstens 10000'));
const point = v.strictObject({ x: coordinate, y: coordinate });
/** Seconds into the full video, or -1: at its end. */
const position = v.pipe(
  v.number('muss eine Zahl sein'),
  v.check((p) => p === -1 || (Number.isFinite(p) && p >= 0), 'muss Sekunden ab 0 sein oder -1 (am Ende)'),
);

export const gameSchema = v.variant(
  'gameType',
  [
    v.strictObject({
      gameType: v.literal('impulse'),
      position,
      text: required(2000),
      image: v.optional(file(PICTURE_EXTENSIONS)),
      textAudio: v.optional(file(SOUND_EXTENSIONS)),
      impulsePosition: v.union(
        [point, v.picklist(['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'])],
        'muss {"x", "y"} oder topLeft, topRight, bottomLeft, bottomRight, center sein',
      ),
    }),
    v.strictObject({
      gameType: v.literal('search'),
      position,
      hint: required(1000),
      audioHint: v.optional(file(SOUND_EXTENSIONS)),
      answers: v.pipe(
        v.array(
          v.pipe(
            v.strictObject({ topLeft: point, bottomRight: point }),
            v.check((a) => a.topLeft.x < a.bottomRight.x && a.topLeft.y < a.bottomRight.y, 'topLeft muss links über bottomRight liegen'),
          ),
        ),
        v.minLength(1, 'mindestens eine Antwort'),
        v.maxLength(20, 'höchstens 20 Antworten'),
      ),
    }),
    v.strictObject({
      gameType: v.literal('quiz'),
      position,
      questions: v.pipe(
        v.array(
          v.strictObject({
            question: required(500),
            options: v.pipe(
              v.array(v.strictObject({ option: required(300), correct: v.boolean('muss true oder false sein') })),
              v.minLength(2, 'mindestens zwei Antworten'),
              v.maxLength(8, 'höchstens acht Antworten'),
              v.check((o) => o.some((x) => x.correct), 'mindestens eine Antwort muss richtig sein'),
            ),
          }),
        ),
        v.minLength(1, 'mindestens eine Frage'),
        v.maxLength(30, 'höchstens 30 Fragen'),
      ),
      notes: v.strictObject({ start: required(500), allCorrect: required(500), partiallyCorrect: required(500), noneCorrect: required(500) }),
    }),
  ],
  `gameType muss ${gameTypes.join(', ')} sein`,
);
export type GameFile = v.InferOutput<typeof gameSchema>;

export const licenceFileSchema = v.strictObject({
  licences: v.pipe(
    v.array(
      v.strictObject({
        // the stable key: a licence of the same name is updated, its orders keep pointing at it
        name: required(100),
        kind: v.picklist(['SINGLE', 'TEAM', 'SCHOOL', 'LIBRARY', 'MONTHLY'], 'muss SINGLE, TEAM, SCHOOL, LIBRARY oder MONTHLY sein'),
        active: flag(true),
        visible: flag(true),
        lifetimeMonths: v.pipe(v.number('muss eine Zahl sein'), v.minValue(0.25, 'mindestens 0.25 Monate'), v.maxValue(120, 'höchstens 120 Monate')),
        maxUsers: v.pipe(v.number('muss eine Zahl sein'), v.integer('muss eine ganze Zahl sein'), v.minValue(1, 'mindestens 1'), v.maxValue(100_000, 'höchstens 100000')),
        netPriceCents: v.pipe(v.number('muss eine Zahl sein'), v.integer('in Cent, ganze Zahl'), v.minValue(0, 'mindestens 0'), v.maxValue(100_000_000, 'höchstens 100000000')),
        description: v.optional(text(5000), ''),
        allowRentals: flag(false),
        allowAccessCodes: flag(true),
        maxRentalAccesses: v.optional(v.pipe(v.number('muss eine Zahl sein'), v.integer('muss eine ganze Zahl sein'), v.minValue(0, 'mindestens 0'), v.maxValue(100_000, 'höchstens 100000')), 0),
        maxRentalCodes: v.optional(v.pipe(v.number('muss eine Zahl sein'), v.integer('muss eine ganze Zahl sein'), v.minValue(0, 'mindestens 0'), v.maxValue(100_000, 'höchstens 100000')), 0),
      }),
    ),
    v.minLength(1, 'mindestens eine Lizenz'),
    v.maxLength(200, 'höchstens 200 Lizenzen'),
    v.check((list) => new Set(list.map((l) => l.name)).size === list.length, 'jeder Name nur einmal (der Name ist der Schlüssel einer Lizenz)'),
  ),
});
export type LicenceFile = v.InferOutput<typeof licenceFileSchema>;

/** An operator's mistake in the import: the message names the file and the field. */
export class ImportError extends Error {}

/** `games.quiz.questions[2].options`: array positions in brackets, as an operator counts them in the file (from 0). */
function fieldPath(issue: v.GenericIssue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = item.key;
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/**
 * Reads a JSON text against a schema; every problem becomes one line `file: field.path: message`
 * (at most ten, so a wholly wrong file stays readable).
 */
export function parseJsonFile<S extends v.GenericSchema>(schema: S, name: string, content: string): v.InferOutput<S> {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (err) {
    throw new ImportError(`${name}: ist kein gültiges JSON (${(err as Error).message})`);
  }
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const lines = result.issues.slice(0, 10).map((issue) => {
    const where = fieldPath(issue);
    return `${name}: ${where ? `${where}: ` : ''}${issue.message}`;
  });
  throw new ImportError(lines.join('\n'));
}
