import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SITE_THEME_ATTRIBUTE } from '../../shared/domain/theme';
import { ROUTE_CHUNKS_META, ROUTE_STYLES_META, SERVER_HEAD_ATTRIBUTE, SERVER_ONLY_ATTRIBUTE, SERVER_STATE_ELEMENT } from '../../shared/query-keys';
import type { PageData } from './page-data';
import type { RouteAssets } from './route-assets';
import { pageStateOf, type HeadTag, type RenderedPage } from '../../shared/rendered-page';

/** `<` as \u003c: no `</script>` or `<!--` inside the data can end or bend the element that carries it. */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html for one page load: the site's default theme on <html> (index.html's first script reads it
 * before the first paint), the /live CSRF token of the browser's session, a preload of the page's largest picture,
 * and the first screen's answers as a data block (not a script that runs: the
 * content security policy allows no inline script). /index.html itself stays as built: the service worker
 * precaches it and answers later navigations with it, so no token and no personal answer is ever cached there.
 */
export function renderShell(
  template: string,
  { csrfToken, data, assets, rendered }: { csrfToken: string; data: PageData; assets?: RouteAssets; rendered?: RenderedPage },
): string {
  const image = data.lcpImage;
  const head = [
    ...(rendered?.head ?? []).map(headTag),
    `<meta name="csrf-token" content="${attr(csrfToken)}" />`,
    image
      ? `<link rel="preload" as="image" href="${attr(image.href)}"${image.srcset ? ` imagesrcset="${attr(image.srcset)}" imagesizes="${attr(image.sizes ?? '100vw')}"` : ''} fetchpriority="high" />`
      : '',
    // a page the server drew paints before its scripts ran: its route's styles must be there, written in like the frame's
    // (named too: main.tsx marks them as there, so the app's takeover does not fetch and apply them again)
    ...(rendered && assets?.css
      ? [`<style>${assets.css}</style>`, `<meta name="${ROUTE_STYLES_META}" content="${attr(assets.styles.join(' '))}" />`]
      : (assets?.styles ?? []).map((href) => `<link rel="preload" as="style" href="${attr(href)}" crossorigin />`)),
    // the route's own chunks: fetched beside the shell, not after it ran (route-assets.ts); a drawn page's scripts
    // load after the page (main.tsx), which preloads them then
    ...(rendered
      ? [`<meta name="${ROUTE_CHUNKS_META}" content="${attr((assets?.scripts ?? []).join(' '))}" />`]
      : (assets?.scripts ?? []).map((href) => `<link rel="modulepreload" href="${attr(href)}" crossorigin />`)),
  ].join('');
  const body = `<script type="application/json" id="${SERVER_STATE_ELEMENT}">${jsonForHtml(pageStateOf(rendered?.state ?? data.state))}</script>`;
  const html = data.siteTheme ? `<html ${SITE_THEME_ATTRIBUTE}="${attr(data.siteTheme)}"` : '<html';
  let page = template.replace(/<html(?=[\s>])/, html);
  // the route's own title replaces the frame's; the browser drops the server's head tags once its own are there (routes/__root.tsx)
  // A 404 is drawn for readers without scripts, and drawn anew by the browser rather than taken over: its route failed
  // to load, and the router's takeover of a failed route kept the page from leaving it (ARCHITECTURE.md#pages-drawn-on-the-server)
  const root = data.status === 200 ? '<div id="root">' : `<div id="root" ${SERVER_ONLY_ATTRIBUTE}>`;
  if (rendered)
    page = scriptsAfterThePage(page)
      .replace(/<title>[^<]*<\/title>/, '').replace('<div id="root"></div>', () => `${root}${rendered.html}</div>`);
  return page.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${body}</body>`);
}

// stand-ins for what is a reader's own, cut out of a frame again (frameOf): random, so no content can hold them
const TOKEN_MARK = `lf-token-${randomBytes(12).toString('hex')}`;
const ME_MARK = `lf-me-${randomBytes(12).toString('hex')}`;

/** A page the browser draws in the pieces around what is its reader's own: before the CSRF token, between it and who is signed in, after. */
export type Frame = [string, string, string];

/**
 * A page the browser draws (renderShell without a drawing) cut around what is its reader's own, the session's CSRF
 * token and who is signed in (`pageOf(me)`: the page's data with `me` as the signed-in user's answer): the pieces are
 * the same for every reader of the page of one kind, so they are made and compressed once (site.ts), and joined with
 * a reader's own pieces (readersOwn) they are renderShell's page to the byte.
 */
export function frameOf(template: string, pageOf: (me: unknown) => PageData, assets?: RouteAssets): Frame {
  const page = renderShell(template, { csrfToken: TOKEN_MARK, data: pageOf(ME_MARK), assets });
  const [before, rest] = cutAt(page, TOKEN_MARK);
  const [between, after] = cutAt(rest, JSON.stringify(ME_MARK));
  return [before, between, after];
}

/** A reader's own pieces of a frame, written as renderShell writes them: the CSRF token, and who is signed in (null: a guest). */
export const readersOwn = (csrfToken: string, me: unknown): [string, string] => [attr(csrfToken), jsonForHtml(me)];

function cutAt(text: string, mark: string): [string, string] {
  const at = text.indexOf(mark);
  if (at < 0 || text.indexOf(mark, at + 1) >= 0) throw new Error(`the page frame holds its stand-in ${at < 0 ? 'not at all' : 'twice'}`);
  return [text.slice(0, at), text.slice(at + mark.length)];
}

/**
 * A page the server drew is there to be read before its scripts run, on a slow network too: the entry (a few hundred
 * bytes that wait for the page's load, main.tsx) is asked at low priority and the app's chunks are not preloaded
 * beside the page's pictures. Measured with Lighthouse's mobile simulation (docs/performance.md#server-rendering):
 * FCP 2.3 → 0.9–1.2 s, LCP 2.3–2.6 → 1.2–1.9 s.
 */
const scriptsAfterThePage = (page: string) =>
  page.replace(/<link rel="modulepreload"[^>]*>\s*/g, '').replace(/<script type="module"/, '<script type="module" fetchpriority="low"');

function headTag(tag: HeadTag): string {
  if (tag.tag === 'title') return `<title ${SERVER_HEAD_ATTRIBUTE}>${text(tag.text)}</title>`;
  const attrs = Object.entries(tag.attrs).map(([name, value]) => ` ${name.replace(/[^a-zA-Z:-]/g, '')}="${attr(value)}"`);
  return `<${tag.tag} ${SERVER_HEAD_ATTRIBUTE}${attrs.join('')} />`;
}

const text = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The page template with the frame's style sheets written in (index.html's `<link rel="stylesheet">`, in their
 * order): two requests fewer before the first screen can paint, each a round trip on a school's slow network
 * (Lighthouse's mobile LCP, docs/performance.md#budgets). The CSP allows inline styles. The precached /index.html keeps the links:
 * offline, the worker answers them from its cache. A sheet that could end the element early stays a link.
 */
export function inlineStylesheets(template: string, dist: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const file = path.join(dist, href);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8');
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
