import * as v from 'valibot';
import { dbIdString } from './db-id';
import type { ListEnvelope } from './errors';
import { accessCodeSchema } from './access-codes';

/**
 * A point on the video picture; both axes run 0..10000 whatever the video's size (see
 * docs/stories-and-player.md#games).
 */
export type Point = { x: number; y: number };
export type ImpulsePosition = Point | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'center';

type GameBase = { id: number; boardstoryId: number; position: number };
/** Media paths (image, audio) are public URLs under /media/games. */
export type ImpulseGame = GameBase & {
  gameType: 'impulse';
  text: string;
  image: string | null;
  textAudio: string | null;
  impulsePosition: ImpulsePosition;
};
export type SearchAnswer = { topLeft: Point; bottomRight: Point };
export type SearchGame = GameBase & { gameType: 'search'; hint: string; audioHint: string | null; answers: SearchAnswer[] };
export type QuizQuestion = { question: string; options: { option: string; correct: boolean }[] };
export type QuizGame = GameBase & {
  gameType: 'quiz';
  questions: QuizQuestion[];
  notes: { start: string; allCorrect: string; partiallyCorrect: string; noneCorrect: string };
};
export type Game = ImpulseGame | SearchGame | QuizGame;
export type GameList = ListEnvelope<'games', Game>;

/** GET /api/games: a story's games; with a pupil's code its game switches apply. */
export const gamesQuerySchema = v.object({
  boardstoryId: dbIdString,
  accessCode: v.optional(accessCodeSchema),
});
