/**
 * The DOM that the CMS HTML helpers parse and sanitise with (rich-text, safe-html, html-text): the browser's
 * window, or while the server renders a page the one entry-server.tsx hands over (jsdom's), so both draw the same
 * markup from the same HTML. Undefined in a test that has neither.
 */
type DomWindow = Window & typeof globalThis;
let serverWindow: DomWindow | undefined;

export const setServerWindow = (w: DomWindow) => {
  serverWindow = w;
};

export const domWindow = (): DomWindow | undefined => (typeof window !== 'undefined' ? window : serverWindow);
