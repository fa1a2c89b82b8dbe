import * as v from 'valibot';
import { tagCategories } from '../db/schema';

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

// each kind of file a folder holds, named on its own too: the check looks at each file a field names even when
// another field of the same file is wrong (story-check.ts)
export const videoFile = file(VIDEO_EXTENSIONS);
export const vttFile = file(['.vtt']);
export const pictureFile = file(PICTURE_EXTENSIONS);
export const soundFile = file(SOUND_EXTENSIONS);
export const pdfFile = file(['.pdf']);
export const gameFile = file(['.json']);
/** How many of each a manifest may list: the check looks at no more files than that. */
export const MAX_TEASERS = 10;
export const MAX_MATERIALS = 30;
export const MAX_GAMES = 30;

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
    withText: v.optional(videoFile),
    withoutText: videoFile,
    subtitles: v.optional(vttFile),
    // read-along ("Mitlesen"): the story's sentences with inline word timestamps, for any story
    readAlong: v.optional(vttFile),
  }),
  trailer: v.optional(videoFile),
  tigerCreation: v.optional(videoFile),
  teasers: v.pipe(
    v.array(v.strictObject({ file: pictureFile, title: v.optional(text(200)), alt: required(300) })),
    v.minLength(1, 'mindestens ein Bild'),
    v.maxLength(MAX_TEASERS, `höchstens ${MAX_TEASERS} Bilder`),
  ),
  book: v.optional(
    v.strictObject({
      title: required(200),
      description: v.optional(text(2000), ''),
      externalLink: v.optional(v.pipe(text(500), v.url('muss eine Adresse sein'), v.regex(/^https?:\/\//, 'muss mit http:// oder https:// beginnen'))),
      picture: pictureFile,
    }),
  ),
  materials: v.optional(
    v.pipe(
      v.array(v.strictObject({ title: required(200), file: pdfFile, forRentals: flag(false) })),
      v.maxLength(MAX_MATERIALS, `höchstens ${MAX_MATERIALS} Materialien`),
      v.check((list) => new Set(list.map((m) => m.title)).size === list.length, 'jeder Titel nur einmal (der Titel hält das Material bei einem neuen Import fest)'),
    ),
    [],
  ),
  games: v.optional(v.pipe(v.array(gameFile), v.maxLength(MAX_GAMES, `höchstens ${MAX_GAMES} Spiele`)), []),
});
export type Manifest = v.InferOutput<typeof manifestSchema>;

// the player's coordinates: 0..10000 across and down the video frame
const coordinate = v.pipe(v.number('muss eine Zahl sein'), v.minValue(0, 'mindestens 0'), v.maxValue(10_000, 'höchstens 10000'));
const point = v.strictObject({ x: coordinate, y: coordinate });
/** Seconds into the full video, or -1: at its end. */
export const gamePosition = v.pipe(
  v.number('muss eine Zahl sein'),
  v.check((p) => p === -1 || (Number.isFinite(p) && p >= 0), 'muss Sekunden ab 0 sein oder -1 (am Ende)'),
);

export const gameSchema = v.variant(
  'gameType',
  [
    v.strictObject({
      gameType: v.literal('impulse'),
      position: gamePosition,
      text: required(2000),
      image: v.optional(pictureFile),
      textAudio: v.optional(soundFile),
      impulsePosition: v.union(
        [point, v.picklist(['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'])],
        'muss {"x", "y"} oder topLeft, topRight, bottomLeft, bottomRight, center sein',
      ),
    }),
    v.strictObject({
      gameType: v.literal('search'),
      position: gamePosition,
      hint: required(1000),
      audioHint: v.optional(soundFile),
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
      position: gamePosition,
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
