import { useSyncExternalStore } from 'react';
import { isReachable, subscribeReachable } from '../lib/connectivity';

// rendering without a browser (tests) assumes a connection
const isReachableOnServer = () => true;

/**
 * Whether Lesefunke is reachable, re-rendering when it changes: false with the device offline and with the
 * server down or a gateway answering for it (lib/connectivity.ts), so every offline hint means both.
 */
export const useOnline = () => useSyncExternalStore(subscribeReachable, isReachable, isReachableOnServer);
