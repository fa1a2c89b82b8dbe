import { openLocalDb, type StoryPack } from '../../lib/local-db';
import { loadOfflineCodes } from '../access-codes/access-codes.public';
import { isPackExpired, STORY_PACK_CACHE } from './story-packs.keys';

/** The stories saved on this device, as IndexedDB describes them (their files: STORY_PACK_CACHE). */
export async function listStoryPacks(): Promise<StoryPack[]> {
  return (await openLocalDb()).storyPacks.toArray();
}

/** Removes one pack's files and record; its pupil code is forgotten when no other pack needs it. */
export async function deleteStoryPack(slug: string): Promise<void> {
  const db = await openLocalDb();
  const pack = await db.storyPacks.get(slug);
  if (!pack) return;
  if (typeof caches !== 'undefined') {
    const cache = await caches.open(STORY_PACK_CACHE);
    await Promise.all(pack.urls.map((key) => cache.delete(key)));
  }
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
  if (typeof caches !== 'undefined') await caches.delete(STORY_PACK_CACHE);
  await (await openLocalDb()).storyPacks.clear();
  (await loadOfflineCodes()).forgetCodes({ source: 'pack' });
}

/** Packs past their end are deleted by the device itself, online or not; answers the slugs removed. */
export async function deleteExpiredPacks(now = new Date()): Promise<string[]> {
  const ended = (await listStoryPacks()).filter((p) => isPackExpired(p, now));
  for (const pack of ended) await deleteStoryPack(pack.slug);
  return ended.map((p) => p.slug);
}
