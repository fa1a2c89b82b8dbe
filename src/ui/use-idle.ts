import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * False for the first render, true once the browser is idle after it. For parts that need not be in the first
 * picture of a page (the story's player with video.js, the rendered markdown, the home page's looping video):
 * their downloads and set-up come after the first screen has painted.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // a transition: the parts it shows render in slices between the browser's own work, not in one long task
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
