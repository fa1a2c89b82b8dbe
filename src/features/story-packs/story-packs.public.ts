import type { StoryPack } from '../../lib/local-db';

/**
 * What other features use of the story pack. Light on purpose: the stored packs' module (IndexedDB) is loaded
 * only when it is asked for, so importing this file costs a page nothing.
 */
export type { StoryPack };

/** The stories saved on this device. */
export const listStoryPacks = async (): Promise<StoryPack[]> => (await import('./stored-packs')).listStoryPacks();

/** A material link's file from a saved story, fetched through the worker (only when one is clicked). */
export const downloadThroughWorker = async (path: string): Promise<void> => (await import('./offline-download')).downloadThroughWorker(path);

/** Every pack goes: the logout that does not keep them (lib/session.ts runs it when asked to). */
export const deleteAllStoryPacks = async (): Promise<void> => (await import('./stored-packs')).deleteAllStoryPacks();
