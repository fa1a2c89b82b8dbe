/**
 * Only http and https URLs count as links (see docs/interface.md#links). For URLs stored as data (a book's shop link),
 * so that a `javascript:` or `data:` value can never become a clickable link.
 */
export function webLink(url: string | null | undefined): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  return /^https?:\/\/[^\s/]/i.test(trimmed) ? trimmed : null;
}
