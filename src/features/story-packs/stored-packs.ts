import { hasLocalData, openLocalDb, type StoryPack } from '../../lib/local-db';
import { loadOfflineCodes } from '../access-codes/access-codes.public';
import { isPackExpired, packCacheNames, packCacheOpenedAt, STORY_PACK_CACHE } from './story-packs.keys';

/** The stories saved on this device, as IndexedDB describes them (their files: each pack's own cache). */
export async function listStoryPacks(): Promise<StoryPack[]> {
  return (await openLocalDb()).storyPacks.toArray();
}

/** A pack's files: its own cache, or, saved before packs had one, its keys in the shared cache (story-packs.keys.ts). */
export async function deletePackFiles(pack: Pick<StoryPack, 'cache' | 'urls'>): Promise<void> {
  if (typeof caches === 'undefined') return;
  if (pack.cache) {
    await caches.delete(pack.cache);
    return;
  }
  const shared = await caches.open(STORY_PACK_CACHE);
  await Promise.all((pack.urls ?? []).map((key) => shared.delete(key)));
}

/** Removes one pack's files and record; its pupil code is forgotten when no other pack needs it. */
export async function deleteStoryPack(slug: string): Promise<void> {
  const db = await openLocalDb();
  const pack = await db.storyPacks.get(slug);
  if (!pack) return;
  await deletePackFiles(pack);
  await db.storyPacks.delete(slug);
  const { savedWith } = pack;
  if (savedWith.kind === 'code') {
    const others = await db.storyPacks.toArray();
    if (!others.some((p) => p.savedWith.kind === 'code' && p.savedWith.code === savedWith.code)) {
      (await loadOfflineCodes()).forgetCodes({ source: 'pack', code: savedWith.code });
    }
  }
}

/** Every pack goes: the logout that does not keep them. */
export async function deleteAllStoryPacks(): Promise<void> {
  await Promise.all((await packCacheNames()).map((name) => caches.delete(name)));
  await (await openLocalDb()).storyPacks.clear();
  (await loadOfflineCodes()).forgetCodes({ source: 'pack' });
}

/** Packs past their end are deleted by the device itself, online or not; answers the slugs removed. */
export async function deleteExpiredPacks(now = new Date()): Promise<string[]> {
  const ended = (await listStoryPacks()).filter((p) => isPackExpired(p, now));
  for (const pack of ended) await deleteStoryPack(pack.slug);
  return ended.map((p) => p.slug);
}

/** A day: far longer than any save takes, so a save still under way in another tab is not taken for one left behind. */
const UNCLAIMED_AFTER = 24 * 60 * 60 * 1000;

/**
 * The cache of a save that never became a pack: the page was closed, or the tablet put it to sleep for good,
 * while the save was under way, so its own clean-up never ran. Deleted once it is a day old and no pack names it.
 * `names`: the device's pack caches (packCacheNames). Nothing is asked of IndexedDB (or Dexie loaded) without such a cache.
 */
export async function deleteUnclaimedPackCaches(names: string[], now = new Date()): Promise<void> {
  const old = names.filter((name) => now.getTime() - packCacheOpenedAt(name) > UNCLAIMED_AFTER);
  if (!old.length) return;
  const claimed = new Set((await hasLocalData()) ? (await listStoryPacks()).map((p) => p.cache) : []);
  await Promise.all(old.filter((name) => !claimed.has(name)).map((name) => caches.delete(name)));
}
