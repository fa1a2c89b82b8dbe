/**
 * Plain text of a CMS HTML string. DOMParser documents are inert (no scripts run, no images load), so this
 * is safe on untrusted input and costs nothing to download, unlike the sanitizer.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** Part 1 §9: short texts cut at 280 characters with an ellipsis. */
export function truncate(text: string, max = 280): string {
  const t = text.trim();
  return t.length <= max ? t : `${t.slice(0, max).trimEnd()}…`;
}
