/**
 * Plain text of a CMS HTML string. DOMParser documents are inert (no scripts run, no images load), so this
 * is safe on untrusted input and costs nothing to download, unlike the sanitizer.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, '').trim();
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
