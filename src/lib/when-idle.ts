import { startTransition, useEffect, useState } from 'react';

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

/**
 * False for the first render, true once the browser is idle after it. For parts that need not be in the first
 * picture of a page (the story's player with video.js, the rendered markdown, the data below the fold, the
 * home page's looping video): their downloads and set-up come after the first screen has painted. Here and
 * not in ui/: this module is part of every first load (vite.config.ts), a hook of its own was one more request.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // a transition: the parts it shows render in slices between the browser's own work, not in one long task
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
