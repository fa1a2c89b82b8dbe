import './ui/global.css';
import { linkManifest, registerServiceWorker, whenAskedToHandOver, whenControlledHere } from './lib/service-worker';
import { whenIdle, whenSomeoneThere } from './lib/when-idle';

/**
 * The browser's start. A page the server drew is there to be read, and its links work, before any script ran. The
 * app (app.tsx: its libraries, the restore of what was seen before, the takeover) is more than that page needs on a
 * first visit, where nothing of it is in the browser yet. It starts:
 * - once someone is there: a touch, a click, a key, the wheel, the focus moved into the page, a mouse moving over it
 *   (a tap on a button is made again once the app has taken over: handOverEarlyInput);
 * - once the service worker's first install asks the page for what it loaded, its precache filled: the app asks the
 *   answers in the page once more for it (lib/sw-registration.ts), and the page opens offline once the worker is
 *   active; or once that worker has taken the page over (docs/performance.md#first-load);
 * - on a device where an earlier visit left something the guest's page the server drew does not show (a session
 *   that has ended since, a class tablet, a theme chosen, the app's local database: calls still queued, saved
 *   stories, preferences), once the page and its pictures have loaded, so that is dealt with without a touch.
 * The server leaves out the chunks' preloads and names the route's chunks instead (src/server/site/shell.ts). A frame
 * without content (the service worker's copy of the app, a signed-in user's page) starts at once.
 *
 * This module imports nothing of the app, which would load and evaluate its chunks before the page; the names
 * below are shared/query-keys.ts SERVER_ONLY_ATTRIBUTE, ROUTE_CHUNKS_META and ROUTE_STYLES_META, session-cookie.ts
 * SIGNED_IN_HINT, class-tablet.atoms.ts's storage key, shared/domain/theme.ts OWN_THEME_KEY and local-db.ts
 * LOCAL_DB_NAME, spelled out for that reason. The two small modules it imports are the app's too: they go in a chunk
 * of their own with Vite's preload helper (vite.config.ts, "start"), which the app's chunks import as the entry does.
 */
// the worker (offline use) and the manifest (installing) on every page, whether the app took it over or not
whenIdle(() => {
  registerServiceWorker();
  linkManifest();
});
const root = document.getElementById('root');
const drawn = Boolean(root?.firstElementChild && !root.hasAttribute('data-server-only'));
if (drawn) showTheTheme();
void (drawn ? new Promise<void>(startWhenNeeded).then(takeOverTheDrawnPage) : Promise.resolve()).then(() => import('./app'));

function startWhenNeeded(start: () => void) {
  handOverEarlyInput(start);
  whenSomeoneThere(start);
  // a mouse moved over the page comes before its click: the app is on its way by then (not a sign of someone there
  // for the story's player, which waits for a touch, a key or the wheel)
  const moved = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    removeEventListener('pointermove', moved, true);
    start();
  };
  addEventListener('pointermove', moved, { capture: true, passive: true });
  whenAskedToHandOver(start);
  whenControlledHere(start);
  void leftSomethingHere().then((left) => {
    if (!left) return;
    if (document.readyState === 'complete') afterPaint(start);
    else addEventListener('load', () => afterPaint(start), { once: true });
  });
}

/** Whether an earlier visit left something on this device that the page the server drew for a guest does not show. */
async function leftSomethingHere(): Promise<boolean> {
  if (document.cookie.split('; ').some((cookie) => cookie.startsWith('lf_signed_in='))) return true;
  try {
    // a theme of the visitor's own choice: the footer's choice shows it once the app runs (the page's colours are
    // index.html's script's, before the first paint)
    if (localStorage.getItem('lesefunke-class-tablet') || localStorage.getItem('lesefunke.theme')) return true;
    return (await indexedDB.databases()).some((db) => db.name === 'lesefunke');
  } catch {
    // storage closed to the page, or a browser that cannot list its databases: as before, the app starts
    return true;
  }
}

/**
 * The header's "Darstellung" (features/theme/components/theme-choice.tsx) as this device has it: the server drawing
 * the page does not know a choice made on this device and draws "Wie die Website" chosen. Before, a page dark by the
 * visitor's choice said otherwise there until the app took it over.
 */
function showTheTheme() {
  let own: string | null = null;
  try {
    own = localStorage.getItem('lesefunke.theme');
  } catch {
    // storage closed to the page: no choice of the visitor's own, as index.html's script found too
  }
  const chosen = own === 'standard' || own === 'contrast' || own === 'dark' ? own : 'site';
  for (const radio of document.querySelectorAll<HTMLInputElement>('.theme-choice input[type="radio"]')) radio.checked = radio.value === chosen;
}

function takeOverTheDrawnPage() {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="lf-route-chunks"]')?.content.split(' ') ?? [];
  for (const href of chunks.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  // The app's chunk loader (Vite's preload helper) adds a style sheet a chunk needs unless a stylesheet link of its
  // address is in the page. The sheets the server wrote into the page are there already: without a link for each,
  // the takeover fetched them again, waited for them, and applying them made the device style and lay out the whole
  // page once more (a long task on a slow tablet). A disabled link made here is neither fetched nor applied (one in
  // the served HTML would be: the browser's preload scanner fetches it).
  const styles = document.querySelector<HTMLMetaElement>('meta[name="lf-route-styles"]')?.content.split(' ') ?? [];
  for (const href of styles.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', disabled: true, href });
    document.head.append(link);
  }
}

/**
 * The drawn page's links work before the app took it over, its buttons do not: a tap on one (the menu, an accordion,
 * the player, a form's button) was lost while the app was not there yet. Such a tap (also one a screen reader makes,
 * which is a click alone) starts the app at once, and is made again on the same button once the app has taken the page over
 * (`data-app="ready"`, routes/__root.tsx): the last tap only, and a form's button does not send the form natively
 * meanwhile. The takeover keeps the drawn elements, so the button is still the one tapped.
 * A field changed meanwhile (text typed, a box ticked, a choice made in a list) stays so on screen, but the app takes
 * it over knowing nothing of it (the search then searched for nothing, the footer's "Dunkel" stayed chosen on a light
 * page): each is handed to the app as if changed just now, before the tap is made again; a change starts the app too.
 */
function handOverEarlyInput(start: () => void) {
  let tapped: HTMLElement | null = null;
  const early = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    tapped = button;
    start();
  };
  const changed = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  const changing = ({ target }: Event) => {
    // a file chosen cannot be handed over: a script may not set a file field
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== 'file')) changed.add(target);
    start();
  };
  document.addEventListener('click', early, true);
  document.addEventListener('input', changing, true);
  new MutationObserver((_, watch) => {
    if (document.documentElement.getAttribute('data-app') !== 'ready') return;
    watch.disconnect();
    document.removeEventListener('click', early, true);
    document.removeEventListener('input', changing, true);
    for (const field of changed) if (field.isConnected) changedBefore(field);
    if (tapped?.isConnected) tapped.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
}

/**
 * React hears a field's change only when its value differs from the last one it saw, and it sees the changed value
 * when it takes the field over. The page's own part may be taken over after the frame says ready: an event on the
 * field makes React take it over at once, and changes nothing.
 */
function changedBefore(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) {
    // a list's change is heard whatever React saw before: the choice as it stands
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // React's own idea of the box is its defaultChecked once taken over. A box the user changed is set back through
    // React's hold on it and clicked, which React hears as the user's tick; of a group of radio buttons, the one now
    // chosen is clicked, which tells the group
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return;
    field.checked = !field.checked;
    field.click();
  } else {
    // another value is set through React's hold on the field, and the typed text past it
    const typed = field.value;
    field.value = typed === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * After the next frame is painted, so the picture that just loaded is on screen before the app's scripts run: at
 * the load event itself they could run first and hold its paint back. Lighthouse's phone simulation then counted
 * them into the largest paint of `/` in about one run of five (2.2–2.3 s instead of 1.0–1.4 s); rarer since (one run
 * in 25 of a scratch script, one in the next bench's five: docs/performance.md#server-rendering).
 * A hidden tab paints no frame: 100 ms at most.
 */
function afterPaint(go: () => void) {
  requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 100);
}
