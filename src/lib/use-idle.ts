import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { isSomeoneThere, whenIdle, whenSomeoneThere } from './when-idle';

/**
 * False for the first render, true once the browser is idle after it. For parts that need not be in the first
 * picture of a page (the story's player with video.js, the rendered markdown, the data below the fold, the
 * home page's looping video): their downloads and set-up come after the first screen has painted. Here and
 * not in ui/: this module is in the shell chunk every takeover loads (vite.config.ts), in a chunk of its own it was
 * one more request.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  // a transition: the parts it shows render in slices between the browser's own work, not in one long task
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/**
 * True once someone at the device has touched, clicked, typed, scrolled or moved the focus during this visit (on
 * this page or an earlier one: a click on a story card counts). For what only a person needs: a page that just
 * loaded, with nobody there, never needs the story's player.
 */
export function useSomeoneThere(): boolean {
  // nobody is there while the server draws the page, nor in the browser's first render of it (hydration)
  return useSyncExternalStore(whenSomeoneThere, isSomeoneThere, () => false);
}
