import * as v from 'valibot';
import { createThrottledWriter, hasLocalData, openLocalDb, type ResumeRow } from '../../../lib/local-db';
import { currentUser } from '../../../lib/query-client';
import { store } from '../../../lib/store';
import { pupilAtom } from '../../access-codes/access-codes.public';
import type { SavedVariant } from '../../../shared/domain/saved-variant';
import type { ResumeEntry } from './resume-rules';

/**
 * Where a viewer stopped (see docs/stories-and-player.md#resume). A signed-in user without a code keeps it on the
 * device, per user, in IndexedDB; everyone else (a pupil's code at home or on a class tablet, a guest watching a
 * free story) keeps it in memory for the pupil's turn: a pupilAtom, so "Fertig" and the end of a turn forget it
 * with the rest, and nothing of it is ever on the disk of a device that others use.
 */
export type ResumeOwner = { userId: number } | 'memory';

const memoryAtom = pupilAtom<Record<string, ResumeEntry>>({});

const rowKey = (userId: number, boardstoryId: number, variant: SavedVariant) => `${userId}:${boardstoryId}:${variant}`;
const memoryKey = (boardstoryId: number, variant: SavedVariant) => `${boardstoryId}:${variant}`;

// a stored row is the browser's own, but may come from an older build: its shape is checked before it is used
const storedSchema = v.object({
  seconds: v.number(),
  duration: v.number(),
  games: v.object({ active: v.nullable(v.number()), done: v.array(v.number()), progress: v.unknown() }),
});

export async function loadResume(owner: ResumeOwner, boardstoryId: number, variant: SavedVariant): Promise<ResumeEntry | null> {
  if (owner === 'memory') return store.get(memoryAtom)[memoryKey(boardstoryId, variant)] ?? null;
  try {
    if (!(await hasLocalData())) return null;
    const row = await (await openLocalDb()).resumePositions.get(rowKey(owner.userId, boardstoryId, variant));
    const parsed = v.safeParse(storedSchema, row);
    return parsed.success ? { boardstoryId, variant, ...parsed.output } : null;
  } catch {
    // no IndexedDB (a private mode): the story starts from the beginning
    return null;
  }
}

type Write = { owner: { userId: number }; entry: ResumeEntry | null; boardstoryId: number; variant: SavedVariant };

async function writeRow({ owner, entry, boardstoryId, variant }: Write) {
  // a save still on its way when its user logged out (or another signed in) belongs to nobody now
  if (currentUser()?.id !== owner.userId) return;
  const table = (await openLocalDb()).resumePositions;
  const key = rowKey(owner.userId, boardstoryId, variant);
  if (!entry) return table.delete(key);
  const row: ResumeRow = { key, userId: owner.userId, ...entry, savedAt: new Date().toISOString() };
  return table.put(row);
}

// at most one IndexedDB write a second, always the newest position (a seek, a pause and a game's answer in a burst)
const writer = createThrottledWriter(writeRow, 1000);

/** Stores an entry (null: forgets it). Memory is written at once, so a turn's end right after finds nothing left over. */
export function saveResume(owner: ResumeOwner, boardstoryId: number, variant: SavedVariant, entry: ResumeEntry | null): void {
  if (owner === 'memory') {
    const key = memoryKey(boardstoryId, variant);
    store.set(memoryAtom, (all) => {
      const { [key]: _gone, ...rest } = all;
      return entry ? { ...rest, [key]: entry } : rest;
    });
    return;
  }
  writer.schedule({ owner, entry, boardstoryId, variant });
}

/** Writes a waiting save now: the page goes away. */
export const flushResume = () => writer.flush();
