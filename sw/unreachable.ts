/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { UNREACHABLE_MESSAGE } from '../src/lib/connectivity-keys';

declare const self: ServiceWorkerGlobalScope;

/**
 * Tells the pages that a request found Lesefunke unreachable although a cached copy may have answered it: with the
 * server down and the Wi-Fi up, the browser still says "online" and the page would not know (docs/offline.md).
 */
export function reportUnreachable(): void {
  void self.clients.matchAll({ type: 'window' }).then((pages) => {
    for (const page of pages) page.postMessage({ type: UNREACHABLE_MESSAGE });
  });
}

/** For workbox strategies: a network request that failed (no answer at all) reports it. */
export const reportUnreachablePlugin: WorkboxPlugin = {
  fetchDidFail: async () => reportUnreachable(),
};
