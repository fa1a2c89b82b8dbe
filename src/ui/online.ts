import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;
// rendering without a browser (tests) assumes a connection
const isOnlineOnServer = () => true;

/** Whether the browser has a network connection, re-rendering when it changes. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
