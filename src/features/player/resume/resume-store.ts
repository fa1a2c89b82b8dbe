import * as v from 'valibot';
import { isReachable } from '../../../lib/connectivity';
import { createThrottledWriter, hasLocalData, openLocalDb, RESUME_STASH_KEY, type ResumeRow } from '../../../lib/local-db';
import { currentUser, queryClient } from '../../../lib/query-client';
import { store } from '../../../lib/store';
import { pupilAtom } from '../../access-codes/access-codes.public';
import { capSeconds } from '../../../shared/domain/playback';
import type { SavedVariant } from '../../../shared/domain/saved-variant';
import type { StoredPosition } from '../../../shared/schemas/positions';
import { queuePosition } from './positions.mutations';
import { positionQueries } from './positions.queries';
import { RESUME_SERVER_EVERY_MS, type ResumeEntry } from './resume-rules';

/**
 * Where a viewer stopped (see docs/stories-and-player.md#resume). A signed-in user without a code keeps it on the
 * device, per user, in IndexedDB; everyone else (a pupil's code at home or on a class tablet, a guest watching a
 * free story) keeps it in memory for the pupil's turn: a pupilAtom, so "Fertig" and the end of a turn forget it
 * with the rest, and nothing of it is ever on the disk of a device that others use.
 * When the page goes, an IndexedDB write may not land before it is gone: the page's newest save is then put in
 * localStorage, which writes at once, and the next load moves it into IndexedDB (stashResume, adoptStash).
 * A signed-in user's position goes to the server as well, less often (at a pause, on leaving, every 15 s while
 * playing), so that their other devices offer it; opening a story takes whichever of the two was taken last.
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

/** The device's own row with the moment it was taken; null: nothing stored, or no IndexedDB (a private mode). */
async function loadDevice(userId: number, boardstoryId: number, variant: SavedVariant): Promise<{ entry: ResumeEntry; savedAt: string } | null> {
  try {
    const stash = readStash();
    if (Object.keys(stash).length > 0) await adoptStash(stash);
    else if (!(await hasLocalData())) return null;
    const row = await (await openLocalDb()).resumePositions.get(rowKey(userId, boardstoryId, variant));
    const parsed = v.safeParse(v.object({ ...storedSchema.entries, savedAt: v.string() }), row);
    if (!parsed.success) return null;
    const { savedAt, ...position } = parsed.output;
    return { entry: { boardstoryId, variant, ...position }, savedAt };
  } catch {
    return null;
  }
}

/** The server's position of this story and variant: null when it has none, undefined when it could not be asked (offline). */
async function loadServer(boardstoryId: number, variant: SavedVariant): Promise<StoredPosition | null | undefined> {
  if (!isReachable()) return undefined;
  try {
    const { positions } = await queryClient.fetchQuery(positionQueries.story(boardstoryId));
    return positions.find((p) => p.variant === variant) ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Where the viewer stopped. For a signed-in user the device's copy and the server's are compared and the one taken
 * later wins: the server's is kept on the device for the next offline start, the device's is sent to the server when
 * the server has not heard of it (a page that went before its last position was sent).
 */
export async function loadResume(owner: ResumeOwner, boardstoryId: number, variant: SavedVariant): Promise<ResumeEntry | null> {
  if (owner === 'memory') return store.get(memoryAtom)[memoryKey(boardstoryId, variant)] ?? null;
  const [device, server] = await Promise.all([loadDevice(owner.userId, boardstoryId, variant), loadServer(boardstoryId, variant)]);
  if (server === undefined) return device?.entry ?? null;
  const deviceTime = device ? Date.parse(device.savedAt) : -Infinity;
  const serverTime = server ? Date.parse(server.savedAt) : -Infinity;
  if (device && deviceTime > serverTime) {
    sendPosition({ owner, boardstoryId, variant, entry: device.entry, savedAt: device.savedAt });
    return device.entry;
  }
  if (!server || deviceTime === serverTime) return device?.entry ?? null;
  // another device's position, newer: the games' state stays on the device that played them
  const entry: ResumeEntry | null =
    server.seconds === null ? null : { boardstoryId, variant, seconds: server.seconds, duration: server.duration, games: { active: null, done: [], progress: null } };
  await writeRow({ owner, boardstoryId, variant, entry, savedAt: server.savedAt }).catch(() => {});
  return entry;
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

/** Hands a position to the queue of writes to the server; one of a user who has gone since belongs to nobody. */
function sendPosition({ owner, entry, boardstoryId, variant, savedAt }: Write) {
  if (currentUser()?.id !== owner.userId) return;
  queuePosition({
    boardstoryId,
    key: rowKey(owner.userId, boardstoryId, variant),
    variant,
    seconds: entry && capSeconds(entry.seconds),
    duration: capSeconds(entry?.duration ?? 0),
    savedAt,
  });
}

// the server hears of a position far less often than the device: not every few seconds of a lesson from every teacher
const serverWriter = createThrottledWriter(sendPosition, RESUME_SERVER_EVERY_MS);
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
  serverWriter.schedule(newest);
  // a forgotten position ("Von vorn", the story finished) is a decision, not a moment of playing: the other devices
  // stop offering the old one at once
  if (!entry) void serverWriter.flush();
}

/**
 * Writes a waiting save now on the device: a seek or a game's step, which a reload right after must find. With
 * `server`, the server is sent it too: a pause, the reader left the story or the page goes.
 */
export function flushResume({ server = false } = {}) {
  if (server) void serverWriter.flush();
  return writer.flush();
}

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
