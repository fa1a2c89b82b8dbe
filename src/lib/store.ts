import { createStore } from 'jotai';

/**
 * The one jotai store: app.tsx hands it to <Provider>, and code outside React (persistence,
 * logout, the service worker registration) reads and writes the same atoms through it.
 */
export const store = createStore();
