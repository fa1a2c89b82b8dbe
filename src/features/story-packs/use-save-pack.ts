import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';
import type { PackProgress, SavePackInput } from './save-story-pack';
import { trackSave } from './saves-under-way';
import { STORY_PACKS_KEY } from './story-packs.keys';
import { byTitle, storyPackQueries } from './story-packs.queries';

export type SaveState =
  | { phase: 'idle' }
  | { phase: 'saving'; progress: PackProgress | null }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

type Saver = typeof import('./save-story-pack');
/** the saver's module once loaded: a save then starts within the click, before React draws the bar */
let saver: Saver | undefined;
const loadSaver = () => import('./save-story-pack').then((module) => (saver = module));

/**
 * The saver's code, fetched while the button is on screen: loaded at the click, its import took the first
 * 30–40 ms of every save before a single file was asked for.
 */
export function usePreloadPackSaver(wanted: boolean) {
  useEffect(() => {
    if (wanted) return whenIdle(() => void loadSaver());
  }, [wanted]);
}

/** Runs one save with its progress and a cancel, or a removal; the pack list is refreshed when either ends. */
export function useSavePack() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SaveState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  // leaving the page stops a save under way; what it stored so far is removed by saveStoryPack
  useEffect(() => () => controller.current?.abort(), []);

  const save = useCallback(
    async (input: Omit<SavePackInput, 'onProgress' | 'signal'>) => {
      const abort = new AbortController();
      controller.current = abort;
      const start = ({ saveStoryPack }: Saver) =>
        saveStoryPack({ ...input, signal: abort.signal, onProgress: (progress) => setState({ phase: 'saving', progress }) });
      // the first requests leave before the bar is drawn: drawn first, it held them back by 11–13 ms
      const saved = saver ? start(saver) : loadSaver().then(start);
      setState({ phase: 'saving', progress: null });
      // a session that ends meanwhile stops it like "Abbrechen" (saves-under-way.ts)
      trackSave(abort, saved);
      try {
        const pack = await saved;
        // shown as saved at once; the list is read from the device again below
        queryClient.setQueryData(storyPackQueries.list().queryKey, (packs = []) => byTitle([...packs.filter((p) => p.slug !== pack.slug), pack]));
        setState({ phase: 'idle' });
      } catch (err) {
        if (abort.signal.aborted) setState({ phase: 'cancelled' });
        else setState({ phase: 'failed', message: err instanceof Error ? err.message : String(err) });
      } finally {
        controller.current = null;
        await queryClient.invalidateQueries({ queryKey: STORY_PACKS_KEY });
      }
    },
    [queryClient],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  const remove = useCallback(
    async (slug: string) => {
      const { deleteStoryPack } = await import('./stored-packs');
      await deleteStoryPack(slug);
      setState({ phase: 'idle' });
      await queryClient.invalidateQueries({ queryKey: STORY_PACKS_KEY });
    },
    [queryClient],
  );
  return { state, save, cancel, remove };
}
