import type { tagCategories } from '../db/schema';
import { book, moreStories } from './catalogue-more';

/** The demo catalogue: one definition per story drives both the database rows and the media made by make-media.ts. */

export type SceneName = 'meadow' | 'forest' | 'night' | 'sea' | 'snow' | 'autumn' | 'city' | 'space' | 'sky';
export type HeroName =
  | 'mouse'
  | 'fox'
  | 'whale'
  | 'owl'
  | 'bear'
  | 'snail'
  | 'spark'
  | 'cloud'
  | 'boat'
  | 'kite'
  | 'bee'
  | 'rocket'
  | 'cat'
  | 'snowman';

export type StoryDef = {
  slug: string;
  title: string;
  author: string;
  illustrator: string;
  publisher: string;
  monthsAgo: number;
  summary: string;
  scene: SceneName;
  hero: HeroName;
  // the story text: burned into the with-text video, or the subtitles of an explain story
  lines: string[];
  // seconds at which each line appears; evenly spread when omitted
  lineTimes?: number[];
  tags: string[];
  teasers: 1 | 2 | 3;
  duration: number;
  free?: boolean;
  explain?: boolean;
  hasAudio?: boolean;
  noTrailer?: boolean;
  tiger?: boolean;
  book?: { title: string; description: string; externalLink: string };
  // where the hero stops walking, in 480x360 video pixels; search games point at it
  heroStop?: { at: number; x: number; y: number; until?: number };
};

export const tagsByCategory: Record<(typeof tagCategories)[number], string[]> = {
  Altersstufe: ['Kita (3–6 Jahre)', 'Klasse 1–2', 'Klasse 3–4', 'Klasse 5–6'],
  Leseniveau: ['Leseanfänger', 'Erstleser', 'Geübte Leser', 'Vielleser'],
  Unterrichtsfach: ['Deutsch', 'Sachunterricht', 'Kunst', 'Musik', 'Mathematik', 'Ethik'],
  Fremdsprache: ['Englisch', 'Französisch', 'Türkisch', 'Ukrainisch', 'Arabisch'],
  Genre: ['Abenteuer', 'Märchen', 'Sachgeschichte', 'Fabel', 'Reim & Gedicht', 'Fantasie'],
  Themen: ['Freundschaft', 'Mut', 'Natur & Umwelt', 'Tiere', 'Gefühle', 'Familie', 'Jahreszeiten', 'Meer', 'Vielfalt'],
  Kompetenzen: ['Lesekompetenz', 'Hörverstehen', 'Wortschatz', 'Sozial-emotionales Lernen', 'Erzählen', 'Medienkompetenz'],
  // filled from the story's features (games, subtitles, tiger creation) so the filter never lies
  Funktionen: ['Suchspiel', 'Quiz', 'Impuls', 'Untertitel', 'Tigerkreation', 'Vorlesestimme'],
};

export const stories: StoryDef[] = [
  {
    slug: 'der-kleine-funke',
    title: 'Der kleine Funke',
    author: 'Mira Sonnenfeld',
    illustrator: 'Jonas Kreidler',
    publisher: 'Lesefunke Verlag',
    monthsAgo: 23,
    summary: 'Ein kleiner Funke springt aus dem Lagerfeuer und entdeckt in einer Nacht, wie viel Licht in ihm steckt.',
    scene: 'night',
    hero: 'spark',
    lines: ['Es war einmal ein kleiner Funke.', 'Er hüpfte aus dem Feuer in die Nacht.', 'Überall, wo er hinkam, wurde es hell.'],
    tags: ['Kita (3–6 Jahre)', 'Klasse 1–2', 'Leseanfänger', 'Deutsch', 'Fantasie', 'Mut', 'Gefühle', 'Lesekompetenz', 'Erzählen'],
    teasers: 3,
    duration: 10,
    free: true,
    book: book('Der kleine Funke', 'Das Bilderbuch zur Boardstory mit einer Bastelidee für Laternen.'),
  },
  {
    slug: 'die-mutige-maus',
    title: 'Die mutige Maus',
    author: 'Greta Holm',
    illustrator: 'Paul Wendt',
    publisher: 'Kleeblatt Verlag',
    monthsAgo: 2,
    summary: 'Die kleine Maus Mila traut sich über die große Wiese, um für ihre Familie ein Stück Käse zu holen.',
    scene: 'meadow',
    hero: 'mouse',
    lines: [
      'Mila ist eine kleine Maus.',
      'Heute will sie über die große Wiese laufen.',
      'Dort drüben liegt ein Stück Käse!',
      'Mila versteckt sich im Gras.',
      'Siehst du Mila und den Käse?',
      'Mit dem Käse läuft Mila mutig nach Hause.',
    ],
    // the hiding line comes right before the search game at 9 s
    lineTimes: [2, 4.5, 6, 7.5, 9, 13],
    tags: ['Kita (3–6 Jahre)', 'Klasse 1–2', 'Erstleser', 'Deutsch', 'Sachunterricht', 'Englisch', 'Fabel', 'Abenteuer', 'Mut', 'Tiere', 'Familie', 'Lesekompetenz', 'Hörverstehen', 'Wortschatz'],
    teasers: 3,
    duration: 20,
    heroStop: { at: 7, x: 300, y: 196, until: 12.5 },
    book: book('Die mutige Maus', 'Das Bilderbuch mit allen Abenteuern von Mila, der Maus.'),
  },
  {
    slug: 'wie-entsteht-ein-regenbogen',
    title: 'Wie entsteht ein Regenbogen?',
    author: 'Dr. Lina Brecht',
    illustrator: 'Tom Ahrens',
    publisher: 'Wissensfunke',
    monthsAgo: 5,
    summary: 'Ein Regentropfen erklärt, wie Sonnenlicht und Regen zusammen einen Regenbogen malen.',
    scene: 'sky',
    hero: 'cloud',
    lines: [
      'Sonnenlicht sieht weiß aus.',
      'Aber in ihm stecken viele Farben.',
      'Scheint die Sonne durch Regentropfen, wird das Licht gebrochen.',
      'Jede Farbe biegt ein bisschen anders ab.',
      'So entsteht ein Regenbogen: Rot, Orange, Gelb, Grün, Blau und Violett.',
    ],
    tags: ['Klasse 1–2', 'Klasse 3–4', 'Erstleser', 'Geübte Leser', 'Sachunterricht', 'Sachgeschichte', 'Natur & Umwelt', 'Wortschatz', 'Hörverstehen'],
    teasers: 2,
    duration: 12,
    explain: true,
  },
  {
    slug: 'der-stille-wald',
    title: 'Der stille Wald',
    author: 'Henrike Lau',
    illustrator: 'Mats Olsen',
    publisher: 'Kleeblatt Verlag',
    monthsAgo: 9,
    summary: 'Die Eule Ole fragt sich, warum der Wald so still geworden ist, und lauscht ganz genau hin.',
    scene: 'forest',
    hero: 'owl',
    lines: ['Im Wald ist es heute ganz still.', 'Die Eule Ole spitzt die Ohren.', 'Da! Ein Specht klopft. Und der Bach plätschert.'],
    tags: ['Klasse 1–2', 'Klasse 3–4', 'Erstleser', 'Deutsch', 'Sachunterricht', 'Musik', 'Natur & Umwelt', 'Tiere', 'Hörverstehen', 'Sozial-emotionales Lernen'],
    teasers: 2,
    duration: 10,
    noTrailer: true,
    heroStop: { at: 5, x: 190, y: 150 },
    book: book('Der stille Wald', 'Ein Bilderbuch zum genauen Hinhören mit Geräusche-Rätseln.'),
  },
  {
    slug: 'das-lied-der-wale',
    title: 'Das Lied der Wale',
    author: 'Amelie Nordstrand',
    illustrator: 'Keno Bauer',
    publisher: 'Meeresblick Verlag',
    monthsAgo: 14,
    summary: 'Der junge Wal Wilma singt ein Lied, das durch das ganze Meer reist und alle Wale zusammenbringt.',
    scene: 'sea',
    hero: 'whale',
    lines: ['Tief im Meer singt Wilma, der Wal.', 'Ihr Lied reist weit durch das Wasser.', 'Bald singen alle Wale mit.'],
    tags: ['Klasse 1–2', 'Klasse 3–4', 'Geübte Leser', 'Deutsch', 'Musik', 'Englisch', 'Fantasie', 'Meer', 'Tiere', 'Freundschaft', 'Erzählen', 'Hörverstehen'],
    teasers: 3,
    duration: 11,
    tiger: true,
    book: book('Das Lied der Wale', 'Das Bilderbuch mit Liedtext und Noten zum Mitsingen.'),
  },
  ...moreStories,
];
