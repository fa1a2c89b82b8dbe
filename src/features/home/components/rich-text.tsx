import { useEffect, useState } from 'react';
import { htmlToText } from '../html-text';

// DOMPurify is loaded only when a block has HTML, so it stays out of the front page's first load.
const loadSanitizer = () => import('dompurify').then((m) => m.default);

/**
 * CMS HTML, sanitized. Until the sanitizer has loaded the block shows the text alone, so nothing waits
 * for it and nothing unsanitized is ever put into the page.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  const [safe, setSafe] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((purify) => {
      if (live) setSafe({ source: html, html: purify.sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (safe?.source !== html) return <div className={className}>{htmlToText(html)}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe.html }} />;
}
