import type { ImpulseData, QuizData, SearchData } from '../db/schema';
import { stories, type StoryDef } from './catalogue-data';

/** Games and attachments of the demo stories. Positions are seconds into the full video (-1: at its end). */

export type GameDef =
  | { gameType: 'impulse'; position: number; data: ImpulseData }
  | { gameType: 'search'; position: number; data: SearchData }
  | { gameType: 'quiz'; position: number; data: QuizData };

// The video frame is 480x360; games speak in 0..10000 on both axes.
export const VIDEO_W = 480;
export const VIDEO_H = 360;
export const HERO_W = 120;
export const HERO_H = 90;
/** The piece of cheese painted into the meadow of die-mutige-maus (video pixels), a search-game answer. */
export const cheeseBox = { x: 56, y: 232, w: 84, h: 60 };

const toArea = (x: number, y: number, w: number, h: number, margin = 6) => ({
  topLeft: { x: Math.round(((x - margin) / VIDEO_W) * 10000), y: Math.round(((y - margin) / VIDEO_H) * 10000) },
  bottomRight: {
    x: Math.round(((x + w + margin) / VIDEO_W) * 10000),
    y: Math.round(((y + h + margin) / VIDEO_H) * 10000),
  },
});

const heroArea = (slug: string) => {
  const stop = stories.find((s) => s.slug === slug)?.heroStop;
  if (!stop) throw new Error(`${slug} has no hero stop for its search game`);
  return toArea(stop.x, stop.y, HERO_W, HERO_H);
};

const notes = (about: string): QuizData['notes'] => ({
  start: `Was weißt du noch über ${about}? Beantworte die Fragen.`,
  allCorrect: 'Super! Du hast alle Fragen richtig beantwortet.',
  partiallyCorrect: 'Gut gemacht! Einige Antworten waren schon richtig.',
  noneCorrect: 'Schau dir die Geschichte noch einmal an und versuche es dann erneut.',
});

const q = (question: string, correct: string, ...wrong: string[]) => ({
  question,
  options: [{ option: correct, correct: true }, ...wrong.map((option) => ({ option, correct: false }))].sort((a, b) =>
    a.option.localeCompare(b.option, 'de'),
  ),
});

export const gamesBySlug: Record<string, GameDef[]> = {
  'die-mutige-maus': [
    {
      gameType: 'impulse',
      position: 4,
      data: {
        text: 'Mäuse haben sehr gute Ohren. Sie hören sogar Töne, die wir Menschen gar nicht hören können. Was hörst du gerade?',
        image: 'maus-impuls.webp',
        textAudio: 'maus-impuls.m4a',
        impulsePosition: { x: 7400, y: 2200 },
      },
    },
    {
      gameType: 'search',
      position: 9,
      data: {
        hint: 'Mila hat sich im Gras versteckt. Findest du Mila und das Stück Käse?',
        audioHint: 'maus-hinweis.m4a',
        answers: [heroArea('die-mutige-maus'), toArea(cheeseBox.x, cheeseBox.y, cheeseBox.w, cheeseBox.h)],
      },
    },
    {
      gameType: 'quiz',
      position: -1,
      data: {
        questions: [
          q('Wie heißt die kleine Maus?', 'Mila', 'Mia', 'Molly'),
          q('Was holt Mila für ihre Familie?', 'Käse', 'Brot', 'Äpfel', 'Nüsse'),
          q('Wo versteckt sich Mila?', 'Im Gras', 'Im Baum', 'Unter einem Stein'),
        ],
        notes: notes('Mila, die mutige Maus'),
      },
    },
  ],
  'der-kleine-funke': [
    {
      gameType: 'impulse',
      position: 3,
      data: { text: 'Wo hast du schon einmal Funken gesehen?', image: null, textAudio: null, impulsePosition: 'topRight' },
    },
    {
      gameType: 'quiz',
      position: -1,
      data: {
        questions: [
          q('Woher kommt der kleine Funke?', 'Aus dem Lagerfeuer', 'Aus einer Kerze', 'Vom Mond'),
          q('Was passiert, wo der Funke hinkommt?', 'Es wird hell', 'Es wird kalt', 'Es regnet'),
        ],
        notes: notes('den kleinen Funken'),
      },
    },
  ],
  'wie-entsteht-ein-regenbogen': [
    {
      gameType: 'impulse',
      position: 6,
      data: {
        text: 'Probiere es aus: Halte an einem sonnigen Tag ein Glas Wasser ins Licht. Siehst du die Farben?',
        image: 'regenbogen-impuls.webp',
        textAudio: null,
        impulsePosition: 'center',
      },
    },
    {
      gameType: 'quiz',
      position: -1,
      data: {
        questions: [
          q('Was braucht man für einen Regenbogen?', 'Sonne und Regen', 'Nur Wolken', 'Schnee und Wind'),
          q('Welche Farbe ist ganz außen im Regenbogen?', 'Rot', 'Blau', 'Grün'),
          q('Wie sieht Sonnenlicht für uns aus?', 'Weiß', 'Grün', 'Violett'),
        ],
        notes: notes('den Regenbogen'),
      },
    },
  ],
  'der-stille-wald': [
    {
      gameType: 'search',
      position: 7,
      data: { hint: 'Ole sitzt ganz still. Wo ist die Eule?', audioHint: null, answers: [heroArea('der-stille-wald')] },
    },
  ],
  'das-lied-der-wale': [
    {
      gameType: 'quiz',
      position: -1,
      data: {
        questions: [
          q('Wie heißt der junge Wal?', 'Wilma', 'Wanda', 'Walter'),
          q('Was macht Wilma im Meer?', 'Sie singt', 'Sie schläft', 'Sie malt'),
        ],
        notes: notes('Wilma und ihr Lied'),
      },
    },
  ],
  'fuchs-und-igel-im-herbst': [
    {
      gameType: 'impulse',
      position: 4,
      data: { text: 'Welche Farben haben die Blätter im Herbst?', image: null, textAudio: null, impulsePosition: 'bottomLeft' },
    },
  ],
};

/** The video pauses for games that need the picture still: search games. */
export const pauseCuepoints = (slug: string) =>
  (gamesBySlug[slug] ?? []).filter((g) => g.gameType === 'search').map((g) => g.position);

export type AttachmentDef = { kind: string; title: string; forRentals: boolean };

const fullMaterial: AttachmentDef[] = [
  { kind: 'arbeitsblatt', title: 'Arbeitsblatt zur Geschichte', forRentals: false },
  { kind: 'wortschatz', title: 'Wortschatzkarten', forRentals: false },
  { kind: 'handreichung', title: 'Didaktische Handreichung', forRentals: false },
  { kind: 'lesequiz', title: 'Lesequiz zum Ausdrucken', forRentals: false },
  { kind: 'bibliothek', title: 'Ideen für die Bibliotheksstunde', forRentals: true },
];

const withFullMaterial = new Set([
  'der-kleine-funke',
  'die-mutige-maus',
  'wie-entsteht-ein-regenbogen',
  'der-stille-wald',
  'das-lied-der-wale',
]);

export const attachmentsFor = (story: StoryDef): AttachmentDef[] =>
  withFullMaterial.has(story.slug) ? fullMaterial : [fullMaterial[0]];

/** File name of an attachment under media/attachments/. */
export const attachmentFile = (slug: string, kind: string) => `${slug}-${kind}.pdf`;
