// When the page's own work is done, and when a person is at the device. No React here: the entry (main.tsx) uses
// this module before the app's libraries are loaded; the hooks over it are use-idle.ts.

let firstPicture: Promise<void> | undefined;

/** Resolves at the page's first contentful paint (at once where the browser does not report paints). */
function firstPaint(): Promise<void> {
  return new Promise((painted) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return painted();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Resolves once the page's first picture is on screen: the first contentful paint, then the pictures asked for
 * with high priority (the story's teaser, the server's preload) decoded and one more frame painted. Idle time
 * comes before that: while the app's scripts load, and while a picture decodes beside the main thread; requests
 * started then competed with the first screen (a story page's player chunk did, and Lighthouse counted its
 * 69 KB into the largest paint).
 */
function afterFirstPicture(): Promise<void> {
  firstPicture ??= firstPaint()
    .then(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].map((img) => img.decode().catch(() => undefined)),
      ),
    )
    .then(() => new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted()))));
  return firstPicture;
}

/** Resolves in a task of its own: work after it does not lengthen the task that awaited it (Total Blocking Time). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `task` once the first picture is painted and the browser is idle (at the latest after `timeout` ms);
 * answers a function that cancels it. For work that need not come before a page's first picture: on a slow
 * network and a slow tablet it would compete with the first screen's scripts, pictures and rendering. Safari
 * has no requestIdleCallback; a short timer does the same there.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let cancel: (() => void) | undefined;
  let cancelled = false;
  void afterFirstPicture().then(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(task, 200);
      cancel = () => clearTimeout(timer);
      return;
    }
    const handle = requestIdleCallback(task, { timeout });
    cancel = () => cancelIdleCallback(handle);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}

// What a person does and a page that just loaded does not: a touch, a click, a key, the wheel, and the focus moved
// into the page (a screen reader's or the Tab key's; a field filled in)
const PRESENCE_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'focusin'] as const;
let someoneThere = false;
const presenceListeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  const arrived = () => {
    someoneThere = true;
    for (const type of PRESENCE_EVENTS) window.removeEventListener(type, arrived, { capture: true });
    for (const listener of presenceListeners) listener();
    presenceListeners.clear();
  };
  for (const type of PRESENCE_EVENTS) window.addEventListener(type, arrived, { capture: true, passive: true });
}

/** Whether someone at the device has touched, clicked, typed, scrolled or moved the focus during this page's life. */
export const isSomeoneThere = () => someoneThere;

/**
 * Calls `arrived` once someone at the device touches, clicks, types, scrolls or moves the focus (at once if they
 * did already); answers a function that forgets it. For what only a person needs: a page that just loaded, with
 * nobody there, never needs the story's player, nor the app on a first visit (main.tsx).
 */
export function whenSomeoneThere(arrived: () => void): () => void {
  if (someoneThere) {
    arrived();
    return () => {};
  }
  presenceListeners.add(arrived);
  return () => void presenceListeners.delete(arrived);
}
