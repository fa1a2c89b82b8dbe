/** News short texts are cut at 280 characters with an ellipsis (see docs/content.md#news-and-blog). */
export const SHORT_TEXT_MAX = 280;

export function truncate(text: string, max = SHORT_TEXT_MAX): string {
  const t = text.trim();
  return t.length <= max ? t : `${t.slice(0, max).trimEnd()}…`;
}
