import { hasLocalData } from '../../lib/local-db';
import { queryClient } from '../../lib/query-client';
import { packCacheNames, STORY_PACKS_KEY } from './story-packs.keys';

const MINUTE = 60_000;

async function sweep() {
  const now = new Date();
  // a device that never stored anything has no packs and no pack's cache: Dexie stays unloaded for it (lib/local-db.ts)
  const [stored, packCaches] = await Promise.all([hasLocalData(), packCacheNames()]);
  if (!stored && !packCaches.length) return;
  const { deleteExpiredPacks, deleteUnclaimedPackCaches } = await import('./stored-packs');
  await deleteUnclaimedPackCaches(packCaches, now);
  if (!stored) return;
  const removed = await deleteExpiredPacks(now);
  if (removed.length) await queryClient.invalidateQueries({ queryKey: STORY_PACKS_KEY });
}

/**
 * A pack ends with its right by the device's clock, offline too: checked at start, every minute
 * while the app is open, and whenever it comes back to the foreground (a tablet left asleep over the end).
 * The first check's promise is awaited at start, so an ended pack is gone before the player could ask for it.
 * The same rounds delete the cache of a save that was left unfinished (stored-packs.ts deleteUnclaimedPackCaches).
 */
export function watchStoryPackExpiry(): Promise<void> {
  const run = () => sweep().catch((err) => console.warn('Abgelaufene Geschichten nicht gelöscht', err));
  setInterval(run, MINUTE);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void run();
  });
  return run();
}
