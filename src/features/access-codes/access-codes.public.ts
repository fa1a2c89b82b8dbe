/**
 * What other features, the routes and app.tsx use of the pupil code. Everything else in this folder is the
 * feature's own; *.queries.ts is open as well (the lookup for the story page, the player and the class sheet).
 */
export { CodeEntrySection } from './components/code-entry-section';
export { CodeEntrySticky } from './components/code-entry-sticky';
export { forgetPupil, pupilAtom } from './pupil-session';
export { keepPublicKey } from './offline/code-key';
export type { OfflineCodeSource } from './offline/offline-codes';
export { loadOfflineCodes } from './offline/load-offline-codes';
