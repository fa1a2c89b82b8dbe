import { siteOrigin } from '../lib/site-origin';
import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/**
 * Only http and https links count as links (see docs/interface.md#links): other schemes (javascript:, data:) are
 * dropped.
 */
const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url);
const isHttp = (url: string) => /^https?:\/\//i.test(url);

/** A CMS URL as a same-site path, or the URL itself for other sites; undefined when it is not a link. */
export function toHref(url: string, origin = siteOrigin()): string | undefined {
  if (!hasScheme(url)) return url.startsWith('//') ? undefined : url;
  if (!isHttp(url)) return /^(mailto|tel):/i.test(url) ? url : undefined;
  const parsed = new URL(url);
  return parsed.origin === origin ? parsed.pathname + parsed.search + parsed.hash : url;
}

/**
 * A link to a URL known only at run time (CMS menus and content): same-site paths navigate inside
 * the app, other sites open normally.
 */
export function AppLink({ href: url, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  const href = toHref(url);
  const external = !href || hasScheme(href);
  return (
    <a
      href={href}
      {...(external && { rel: 'noopener noreferrer' })}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (external || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        if (rest.target === '_blank') return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
