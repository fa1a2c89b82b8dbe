import { useEffect, useState } from 'react';

/**
 * False for the first render, true once the browser is idle after it (at most two seconds later). For parts
 * that need not be in the first picture of a page (the story's player with video.js, the rendered markdown,
 * the home page's looping video): their downloads and set-up come after the first screen has painted instead
 * of competing with it on a slow network and a slow tablet.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback; a short timer does the same there
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 200);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}
