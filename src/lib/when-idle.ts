/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms); answers a function that cancels it.
 * For work that need not come before a page's first picture: on a slow network and a slow tablet it would
 * compete with the first screen's scripts, pictures and rendering. Safari has no requestIdleCallback; a short
 * timer does the same there.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 200);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout });
  return () => cancelIdleCallback(handle);
}
