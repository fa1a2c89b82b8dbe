import { createElement, type ReactNode } from 'react';
import { toHref } from '../../../ui/app-link';
import { domWindow } from '../../../ui/dom-window';

/*
 * CMS HTML without innerHTML and without a sanitizer download: the markup is parsed by DOMParser (an
 * inert document: no scripts run, no images load) and rebuilt as React elements from an allowlist of
 * tags. Anything else keeps only its text, attributes other than a checked href are dropped, and React
 * escapes every text. The front page's short texts need no more, and its first load stays free of
 * DOMPurify (about 11 KB gzip).
 */
// Node.TEXT_NODE and Node.ELEMENT_NODE, the same in every DOM (the server's has no global Node)
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  if (tag === 'script' || tag === 'style' || tag === 'template') return null;
  const children = Array.from(el.childNodes, toReact);
  if (!ALLOWED.has(tag)) return children.length ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
  if (tag === 'a') {
    const href = toHref(el.getAttribute('href') ?? '');
    const external = !!href && /^https?:/i.test(href);
    return createElement('a', { key, href: href || undefined, ...(external && { target: '_blank', rel: 'noopener noreferrer' }) }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

export function htmlToReact(html: string): ReactNode[] {
  const body = new (domWindow()!.DOMParser)().parseFromString(html, 'text/html').body;
  return Array.from(body.childNodes, toReact);
}

/** A CMS rich-text field, rendered safely (see above). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className}>{htmlToReact(html)}</div>;
}
