/// <reference lib="webworker" />
import { getOrCreateDefaultRouter } from 'workbox-routing/utils/getOrCreateDefaultRouter.js';
import { HAND_OVER_MESSAGE, KEPT, type HandOverAnswer } from '../src/lib/hand-over-keys';

declare const self: ServiceWorkerGlobalScope;

/**
 * How long the first install waits for a page's addresses: its app starts and asks the server's answers in the page
 * once more (src/lib/service-worker.ts). A page that does not answer by then hands them over once the worker has
 * taken it over, as before; the install never hangs on it.
 */
const PAGE_ANSWERS_MS = 10_000;

/**
 * The first install keeps what the open pages loaded before there was a worker (docs/offline.md#app-shell): each
 * page is asked for the server addresses it fetched, and each is fetched through this worker's routes, which alone
 * decide what is kept (content, catalogue, pictures; /api/me, orders and videos have no route and are left alone).
 * Only then does the install end: a worker that is active holds the page it found, however short the first visit
 * (before, the pages handed their addresses over once the worker had claimed them, and a reader who left as it became
 * active left a page that did not open offline). A new build's install has nothing to do: its pages were the old
 * worker's, whose caches it shares.
 */
export async function keepWhatPagesLoaded(event: ExtendableEvent): Promise<void> {
  if (self.registration.active) return;
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(pages.map((page) => keepWhatPageLoaded(page, event)));
}

async function keepWhatPageLoaded(page: Client, event: ExtendableEvent) {
  const { port1, port2 } = new MessageChannel();
  const answer = await new Promise<HandOverAnswer | null>((answered) => {
    const late = setTimeout(() => answered(null), PAGE_ANSWERS_MS);
    port1.onmessage = (message: MessageEvent<HandOverAnswer>) => {
      clearTimeout(late);
      answered(message.data);
    };
    page.postMessage({ type: HAND_OVER_MESSAGE }, [port2]);
  });
  if (!answer) return port1.close();
  const router = getOrCreateDefaultRouter();
  await Promise.all(
    answer.urls.map(async (url) => {
      try {
        await router.handleRequest({ request: new Request(url), event });
      } catch {
        // the network gone meanwhile: nothing is kept of it, and the install goes on
      }
    }),
  );
  port1.postMessage(KEPT);
  port1.close();
}
