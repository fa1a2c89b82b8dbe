const BASE = 'https://lesefunke.invalid';

/**
 * Where to go after login: the `from` search parameter only if it is a path of this site (an
 * absolute or protocol-relative URL would be an open redirect), never /login itself; else home.
 */
export function safeFromPath(from: unknown): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname === '/login') return '/';
  return url.pathname + url.search + url.hash;
}
