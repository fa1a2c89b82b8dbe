/** Part 1 §9: news short texts are cut at 280 characters with an ellipsis. */
export const SHORT_TEXT_MAX = 280;

export function truncate(text: string, max = SHORT_TEXT_MAX): string {
  const t = text.trim();
  return t.length <= max ? t : `${t.slice(0, max).trimEnd()}…`;
}
