import type { SavedVariant } from '../../../shared/domain/saved-variant';

/**
 * When a stored position is offered again (see docs/stories-and-player.md#resume): not before the first few seconds
 * (starting over costs nothing) and not in the last few, where the story is finished; an open game keeps the offer
 * even at the end (the quiz at the story's end, half answered).
 */
export const RESUME_MIN_SECONDS = 5;
export const RESUME_END_MARGIN_SECONDS = 5;
/** While playing, the position is written this often (and at every pause and when the page goes). */
export const RESUME_SAVE_EVERY_MS = 5000;
/** A signed-in user's position goes to the server at most this often while playing (and at every pause, and on leaving). */
export const RESUME_SERVER_EVERY_MS = 15_000;

export type ResumeEntry = {
  boardstoryId: number;
  variant: SavedVariant;
  seconds: number;
  duration: number;
  games: ResumeGames;
};

/** The games as they were: the one on screen, those already run in this playback, and each game's own state. */
export type ResumeGames = { active: number | null; done: number[]; progress: unknown };

export const isFinished = (seconds: number, duration: number) => duration > 0 && seconds >= duration - RESUME_END_MARGIN_SECONDS;

/** Whether a stored entry is worth the question "Weiter ab …?". */
export function offersResume(entry: Pick<ResumeEntry, 'seconds' | 'duration' | 'games'> | null): boolean {
  if (!entry || !Number.isFinite(entry.seconds) || entry.seconds < RESUME_MIN_SECONDS) return false;
  return entry.games.active !== null || !isFinished(entry.seconds, entry.duration);
}
