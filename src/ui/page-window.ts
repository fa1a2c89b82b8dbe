/**
 * The page numbers a pagination shows: `size` consecutive pages (5 by default, see docs/interface.md#pagination) with
 * the current page in the middle where possible, shifted at either end so the window stays full.
 */
export function pageWindow(currentPage: number, pagesCount: number, size = 5): number[] {
  if (pagesCount < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), pagesCount);
  const count = Math.min(size, pagesCount);
  const start = Math.min(Math.max(1, current - Math.floor((count - 1) / 2)), pagesCount - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
