import { asc, eq } from 'drizzle-orm';
import { gameAllowedByCode } from '../../shared/domain/games';
import type { Game } from '../../shared/schemas/games';
import type { Db } from '../db/client';
import { games, type ImpulseData, type QuizData, type SearchData } from '../db/schema';
import { mediaUrl } from '../media/paths';
import { requireFullAccess } from './playback-access';
import type { SessionUser } from './sessions';

const gameFile = (file: string | null) => (file ? mediaUrl('games', file) : null);

function toGame(row: typeof games.$inferSelect): Game {
  const base = { id: row.id, boardstoryId: row.boardstoryId, position: row.position };
  if (row.gameType === 'impulse') {
    const d = row.data as ImpulseData;
    return { ...base, gameType: 'impulse', text: d.text, image: gameFile(d.image), textAudio: gameFile(d.textAudio), impulsePosition: d.impulsePosition };
  }
  if (row.gameType === 'search') {
    const d = row.data as SearchData;
    return { ...base, gameType: 'search', hint: d.hint, audioHint: gameFile(d.audioHint), answers: d.answers };
  }
  const d = row.data as QuizData;
  return { ...base, gameType: 'quiz', questions: d.questions, notes: d.notes };
}

/**
 * A story's games: they come with the full video, so its right applies; a pupil's code switches game
 * types off; an inactive story's games are for admins only (part 2 §6), so they can check them.
 */
export async function listGames(db: Db, user: SessionUser | null, boardstoryId: number, code?: string): Promise<Game[]> {
  const access = await requireFullAccess(db, user, boardstoryId, code);
  if (!access.story.gameActive && !user?.isAdmin) return [];
  const rows = await db.select().from(games).where(eq(games.boardstoryId, boardstoryId)).orderBy(asc(games.position), asc(games.id));
  const grant = access.code;
  return rows.map(toGame).filter((g) => !grant || gameAllowedByCode(g.gameType, grant));
}
