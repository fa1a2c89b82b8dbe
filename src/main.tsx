import './ui/global.css';

/**
 * The browser's start. A page the server drew is there to be read, and its links work, before any script ran: the
 * app (app.tsx: its libraries, the restore of what was seen before, the takeover) starts once the page and its
 * pictures have loaded, so on a slow network the scripts do not compete with the page's first picture, and a slow
 * tablet does not spend the time of evaluating them before it shows the text it already has (the server leaves out
 * the chunks' preloads and names the route's chunks instead: src/server/site/shell.ts). A frame without content
 * (the service worker's copy of the app, a signed-in user's page) starts at once.
 *
 * This module imports nothing of the app, which would load and evaluate its chunks before the page; the names
 * below are shared/query-keys.ts SERVER_ONLY_ATTRIBUTE and ROUTE_CHUNKS_META, spelled out for that reason.
 */
const root = document.getElementById('root');
if (root?.firstElementChild && !root.hasAttribute('data-server-only')) {
  if (document.readyState !== 'complete') await new Promise((loaded) => addEventListener('load', loaded, { once: true }));
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="lf-route-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
}
await import('./app');
