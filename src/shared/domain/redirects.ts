/**
 * Addresses that only lead elsewhere: old spellings kept for links in old e-mails, bookmarks and printed
 * material, and paths that are a route's prefix without its token. This list is the one place they live
 * (see docs/addresses.md#redirects): the server answers each with a 301 (src/server/site/site.ts) and the
 * router follows it for navigations inside the app or offline (src/routes/__root.tsx).
 *
 * Addresses a CMS page's meta sends elsewhere (e.g. /hilfe → /faq) are not listed: the content decides those
 * at run time (docs/addresses.md#cms-redirects).
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  // the password-reset request page's old spelling
  '/requestResetPassword': '/request-password-reset',
  // the reset page without its token: nothing to reset, so request a link first
  '/resetPassword': '/request-password-reset',
  // the confirmation page without its token: nothing to confirm, on to the login
  '/confirmRegistration': '/login',
  // the story page without a story: the catalogue
  '/boardstory': '/boardstories',
  // the webinar page's old address
  '/kostenlose-webinare': '/kostenlose-online-fortbildungen',
};

/** Where a path leads when it is one of the redirects, else undefined; a trailing slash does not matter. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(REDIRECTS, path) ? REDIRECTS[path] : undefined;
}
