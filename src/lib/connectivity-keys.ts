/**
 * What the service worker posts to its pages when one of their requests found no network or no server
 * (sw/unreachable.ts): a page the worker answered from its caches never sees the failure itself, yet the
 * reader should learn that Lesefunke is unreachable (lib/connectivity.ts, via sw-registration.ts).
 */
export const UNREACHABLE_MESSAGE = 'LESEFUNKE_UNREACHABLE';
