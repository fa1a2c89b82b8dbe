/**
 * The cache the service worker keeps VHS in (sw/sw.ts). Like the precache it is the offline app itself, not a session's
 * data: a logout keeps it, or a story pack kept through the logout could not play its HLS rendition offline.
 */
export const STREAMING_ENGINE_CACHE = 'streaming-engine';
