import { queryOptions } from '@tanstack/react-query';
import { hasLocalData } from '../../lib/local-db';
import type { StoryPack } from '../../lib/local-db';
import { STORY_PACKS_KEY } from './story-packs.keys';

export const byTitle = (packs: StoryPack[]): StoryPack[] => packs.sort((a, b) => a.title.localeCompare(b.title, 'de'));

/** The stories saved on this device, read from IndexedDB: the same offline as online. */
export const storyPackQueries = {
  list: () =>
    queryOptions({
      queryKey: STORY_PACKS_KEY,
      queryFn: async (): Promise<StoryPack[]> => {
        if (!(await hasLocalData())) return [];
        const { listStoryPacks } = await import('./stored-packs');
        return byTitle(await listStoryPacks());
      },
      // the device's own data: it needs no network, and it is already on disk; the server that draws a page does
      // not ask it (onDevice, src/entry-server.tsx): the page shows the packs once the browser has taken it over
      networkMode: 'always',
      meta: { persist: false, onDevice: true },
    }),
};

/**
 * Who sees a pack: the user who saved it under their licence, and anyone for a pack saved with a pupil code.
 * The pupils' side thus never shows a teacher's packs (class mode may widen this: docs/codes.md#class-tablet).
 */
export const isPackVisible = (pack: StoryPack, userId: number | null): boolean =>
  pack.savedWith.kind === 'code' || pack.savedWith.userId === userId;

// made on first use, like germanDate (shared/domain/german-date.ts): not before the story page's first paint
let mbFormat: Intl.NumberFormat | undefined;
export const formatMb = (bytes: number): string =>
  `${(mbFormat ??= new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(bytes / 1_000_000)} MB`;

