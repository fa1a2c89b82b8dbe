// the named entities WordPress and the story markdown write; any other is written as a number
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An entity's character, or the entity itself when it names none (as a browser leaves it). */
function entity(match: string, name: string): string {
  const hex = /^#x/i.test(name);
  const code = name[0] === '#' ? Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10) : NaN;
  if (Number.isInteger(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  return NAMED[name] ?? match;
}

/**
 * Plain text of a CMS HTML string. DOMParser documents are inert (no scripts run, no images load), so this
 * is safe on untrusted input and costs nothing to download, unlike the sanitizer. The server renders the same heads
 * (page-head.ts) without the browser's DOMParser: there the tags go and the entities WordPress puts into titles
 * (`&#8211;`, `&#038;`) become their characters, so a title reads the same in both. The server's jsdom (dom-window.ts)
 * is not asked: a document of its own per call was about 7 % of drawing a story page (docs/performance.md#cpu-per-page).
 */
export function htmlToText(html: string): string {
  if (typeof window === 'undefined') return html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, entity).trim();
  return new window.DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
