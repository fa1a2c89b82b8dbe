import { describe, expect, it } from 'vitest';
import { stopSavesUnderWay, trackSave } from './saves-under-way';

/** A save as the saver behaves: it ends only after its clean-up, which starts at the abort. */
function fakeSave(cleanUpMs: number) {
  const stop = new AbortController();
  const log: string[] = [];
  const done = new Promise<void>((_, reject) => {
    stop.signal.addEventListener('abort', () =>
      setTimeout(() => {
        log.push('cleaned up');
        reject(new DOMException('stopped', 'AbortError'));
      }, cleanUpMs),
    );
  });
  trackSave(stop, done);
  return { stop, log };
}

describe('saves under way', () => {
  it('are all stopped, and the stop resolves only once each has cleaned up', async () => {
    const a = fakeSave(5);
    const b = fakeSave(20);
    await stopSavesUnderWay();
    expect([a.stop.signal.aborted, b.stop.signal.aborted]).toEqual([true, true]);
    expect([a.log, b.log]).toEqual([['cleaned up'], ['cleaned up']]);
  });

  it('leave the list when they end, so a later stop does not abort a finished save', async () => {
    const stop = new AbortController();
    trackSave(stop, Promise.resolve());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await stopSavesUnderWay();
    expect(stop.signal.aborted).toBe(false);
  });
});
