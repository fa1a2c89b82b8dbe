import type { Post } from '../../shared/schemas/cms';

/**
 * The same-site path a page's meta names as canonical, when it is not the path asked for. Other sites
 * and malformed values are ignored: a redirect never leaves the site.
 */
export function canonicalPath(page: Pick<Post, 'yoast_head_json'>, slug: string, origin = 'https://lesefunke.invalid'): string | undefined {
  const canonical = page.yoast_head_json?.canonical;
  if (!canonical) return undefined;
  let url: URL;
  try {
    url = new URL(canonical, origin);
  } catch {
    return undefined;
  }
  const sameSite = url.origin === origin || (typeof location !== 'undefined' && url.origin === location.origin);
  if (!sameSite || url.pathname.replace(/\/$/, '') === `/${slug}`) return undefined;
  return url.pathname + url.search;
}
