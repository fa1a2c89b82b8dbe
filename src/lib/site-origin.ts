/**
 * The site's own origin for absolute addresses in the document head (canonical link, og:url, og:image): crawlers
 * and link previews need them whole. In the browser it is the page's origin; the server, which renders pages
 * without a window, sets the configured public URL once at start, so every page names the address readers use
 * rather than the one the process listens on.
 */
let serverOrigin = 'http://localhost:3000';

/** The server's public URL (config.publicUrl); only its origin is kept, a path or trailing slash is dropped. */
export function setSiteOrigin(url: string): void {
  serverOrigin = new URL(url).origin;
}

export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

/** An absolute address on this site for a path ('/boardstory/x'); an address that is already absolute stays as it is. */
export const siteUrl = (path: string): string => new URL(path, `${siteOrigin()}/`).href;
