/**
 * The service worker's first install asks each page it will take over for what the page loaded without it
 * (sw/first-install.ts, answered by service-worker.ts): the page answers on the message's port with the addresses,
 * the worker keeps them through its routes and says so on the same port. Its install ends only then, so a worker
 * that is active already holds the page it found.
 */
export const HAND_OVER_MESSAGE = 'LESEFUNKE_HAND_OVER';

/** The page's answer: the same-origin server addresses (API, content, media) it asked for. */
export type HandOverAnswer = { urls: string[] };

/** What the worker says once it kept them. */
export const KEPT = 'kept';
