import { and, asc, eq } from 'drizzle-orm';
import { gameAllowedByCode } from '../../shared/domain/games';
import { canPlayFullVideo, isCodeValidFor } from '../../shared/domain/rights';
import type { Game } from '../../shared/schemas/games';
import type { Db } from '../db/client';
import { accessCodes, boardstories, games, type ImpulseData, type QuizData, type SearchData } from '../db/schema';
import { forbidden } from '../http/errors';
import { mediaUrl } from '../media/paths';
import { hashCode } from './code-crypto';
import { rightsContext } from './rights';
import type { SessionUser } from '../http/env';

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
 * types off; an inactive story's games are for admins only (see docs/roles-and-rights.md#roles), so they can check them.
 */
export async function listGames(db: Db, user: SessionUser | null, boardstoryId: number, code?: string): Promise<Game[]> {
  const ctx = await rightsContext(db, user, boardstoryId, code);
  // the same answer as GET /api/videos, so the player's "no valid orders" handling covers both
  if (!canPlayFullVideo(ctx)) throw forbidden('no valid orders');
  const [[story], rows] = await Promise.all([
    db.select({ gameActive: boardstories.gameActive }).from(boardstories).where(eq(boardstories.id, boardstoryId)),
    db.select().from(games).where(eq(games.boardstoryId, boardstoryId)).orderBy(asc(games.position), asc(games.id)),
  ]);
  if (!story.gameActive && !user?.isAdmin) return [];
  // a valid code's switches apply even when a licence would allow more: the pupil's view is what the teacher set up
  if (!isCodeValidFor(ctx.code, boardstoryId)) return rows.map(toGame);
  const [switches] = await db
    .select({ searchGameEnabled: accessCodes.searchGameEnabled, impulseEnabled: accessCodes.impulseEnabled, quizEnabled: accessCodes.quizEnabled })
    .from(accessCodes)
    .where(and(eq(accessCodes.codeHash, hashCode(code!)), eq(accessCodes.boardstoryId, boardstoryId)));
  return rows.map(toGame).filter((g) => gameAllowedByCode(g.gameType, switches));
}
