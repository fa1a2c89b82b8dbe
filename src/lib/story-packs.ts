import { openLocalDb } from './local-db';

/**
 * Stories saved for offline use (issue 11 "Offline story packs"): their files live in the Cache Storage
 * `STORY_PACK_CACHE` (the service worker answers from it, sw/packs.ts), their description here in IndexedDB.
 * A pack ends with the right it was saved under (licence, rental or code end) and is then deleted.
 */
export const STORY_PACK_CACHE = 'story-packs';

export type StoryPack = {
  slug: string;
  boardstoryId: number;
  title: string;
  /** the full video's rendition: with burned-in text or without */
  variant: 'text' | 'notext';
  /** bytes stored in the cache */
  bytes: number;
  /** the URLs stored for this pack (cache keys), so removing it removes exactly them */
  urls: string[];
  savedAt: string;
  /** ISO: licence end, rental end or code end — never later than the server said */
  until: string;
  /** whose right: the signed-in user's licence, or the pupil code it was saved with */
  savedWith: { kind: 'licence'; userId: number } | { kind: 'code'; code: string };
};

export async function listStoryPacks(): Promise<StoryPack[]> {
  return (await openLocalDb()).storyPacks.toArray();
}
