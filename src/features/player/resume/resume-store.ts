import * as v from 'valibot';
import { createThrottledWriter, hasLocalData, openLocalDb, RESUME_STASH_KEY, type ResumeRow } from '../../../lib/local-db';
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
 * When the page goes, an IndexedDB write may not land before it is gone: the page's newest save is then put in
 * localStorage, which writes at once, and the next load moves it into IndexedDB (stashResume, adoptStash).
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

const stashSchema = v.record(
  v.string(),
  v.object({
    userId: v.number(),
    boardstoryId: v.number(),
    variant: v.picklist(['text', 'notext']),
    savedAt: v.string(),
    /** null: the position was forgotten ("Von vorn", the story finished) */
    position: v.nullable(storedSchema),
  }),
);
type Stash = v.InferOutput<typeof stashSchema>;

function readStash(): Stash {
  try {
    const parsed = v.safeParse(stashSchema, JSON.parse(localStorage.getItem(RESUME_STASH_KEY) ?? '{}'));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

/** The positions the last pages stashed as they went, moved into IndexedDB unless a later save is there already. */
async function adoptStash(stash: Stash) {
  const table = (await openLocalDb()).resumePositions;
  for (const [key, { userId, boardstoryId, variant, savedAt, position }] of Object.entries(stash)) {
    // another user's can only be left from before a logout that could not clear it: it is nobody's now
    if (userId !== currentUser()?.id) continue;
    const row = await table.get(key);
    if (row && row.savedAt >= savedAt) continue;
    if (position) await table.put({ key, userId, boardstoryId, variant, ...position, savedAt });
    else await table.delete(key);
  }
  localStorage.removeItem(RESUME_STASH_KEY);
}

export async function loadResume(owner: ResumeOwner, boardstoryId: number, variant: SavedVariant): Promise<ResumeEntry | null> {
  if (owner === 'memory') return store.get(memoryAtom)[memoryKey(boardstoryId, variant)] ?? null;
  try {
    const stash = readStash();
    if (Object.keys(stash).length > 0) await adoptStash(stash);
    else if (!(await hasLocalData())) return null;
    const row = await (await openLocalDb()).resumePositions.get(rowKey(owner.userId, boardstoryId, variant));
    const parsed = v.safeParse(storedSchema, row);
    return parsed.success ? { boardstoryId, variant, ...parsed.output } : null;
  } catch {
    // no IndexedDB (a private mode): the story starts from the beginning
    return null;
  }
}

/** `savedAt` is when the position was taken: a stashed one and a row compare by it (adoptStash). */
type Write = { owner: { userId: number }; entry: ResumeEntry | null; boardstoryId: number; variant: SavedVariant; savedAt: string };

async function writeRow({ owner, entry, boardstoryId, variant, savedAt }: Write) {
  // a save still on its way when its user logged out (or another signed in) belongs to nobody now
  if (currentUser()?.id !== owner.userId) return;
  const table = (await openLocalDb()).resumePositions;
  const key = rowKey(owner.userId, boardstoryId, variant);
  if (!entry) return table.delete(key);
  const row: ResumeRow = { key, userId: owner.userId, ...entry, savedAt };
  return table.put(row);
}

// at most one IndexedDB write a second, always the newest position (a seek, a pause and a game's answer in a burst)
const writer = createThrottledWriter(writeRow, 1000);
/** This page's newest save, written or not: what stashResume keeps when the page goes. */
let newest: Write | null = null;

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
  newest = { owner, entry, boardstoryId, variant, savedAt: new Date().toISOString() };
  writer.schedule(newest);
}

/** Writes a waiting save now: the reader left the story, and the page stays to finish the write. */
export const flushResume = () => writer.flush();

/**
 * The page goes (`pagehide`): its newest save is put in localStorage at once, as the IndexedDB write begun now may
 * never land; the next load takes it over (adoptStash). Written even when that write did land: it cannot tell.
 */
export function stashResume(): void {
  if (!newest || currentUser()?.id !== newest.owner.userId) return;
  const { owner, boardstoryId, variant, entry, savedAt } = newest;
  const position = entry && { seconds: entry.seconds, duration: entry.duration, games: entry.games };
  try {
    const stash = { ...readStash(), [rowKey(owner.userId, boardstoryId, variant)]: { userId: owner.userId, boardstoryId, variant, savedAt, position } };
    localStorage.setItem(RESUME_STASH_KEY, JSON.stringify(stash));
  } catch {
    // storage blocked or full: the IndexedDB write may still land
  }
}
