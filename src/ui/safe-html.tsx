import { useRouter } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';

let purifier: Pick<typeof DOMPurify, 'sanitize'> = DOMPurify;
/** The server's render has no window of its own: it hands DOMPurify one (entry-server.tsx, jsdom's). */
export const setPurifier = (p: Pick<typeof DOMPurify, 'sanitize'>) => {
  purifier = p;
};

/** HTML from the CMS is sanitised before it is rendered; links leaving the site open in a new tab. */
export function sanitize(html: string): string {
  return purifier.sanitize(html, { ADD_ATTR: ['target'] });
}

/** Sanitised CMS HTML whose same-site links navigate inside the app instead of reloading it. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const router = useRouter();
  const clean = useMemo(() => sanitize(html), [html]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as HTMLElement).closest('a');
    if (!link || link.target === '_blank' || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    e.preventDefault();
    void router.navigate({ href: url.pathname + url.search + url.hash });
  };

  // delegation only: the links inside take the keyboard themselves
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
