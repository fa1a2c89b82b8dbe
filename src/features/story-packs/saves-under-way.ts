/**
 * The story saves running in this tab. A session that ends — a logout here or in another tab, a 401 — stops them
 * before anything is cleared (lib/session.ts `beforeClear`, wired in app.tsx): a save that went on would keep the
 * signed-out user's story on a shared device without the logout's question having covered it, and after the
 * logout's "Löschen" it would leave a pack whose files were deleted under it.
 * Kept apart from the saver so that the app's start can import it without loading the saver.
 */
const underWay = new Map<AbortController, Promise<unknown>>();

/** `done` settles once the save has ended, a stopped one after removing what it stored (save-story-pack.ts). */
export function trackSave(stop: AbortController, done: Promise<unknown>): void {
  underWay.set(stop, done);
  void done.catch(() => {}).finally(() => underWay.delete(stop));
}

/** Stops every save under way; resolves once each has removed what it stored so far. */
export async function stopSavesUnderWay(): Promise<void> {
  const running = [...underWay];
  for (const [stop] of running) stop.abort();
  await Promise.allSettled(running.map(([, done]) => done));
}
