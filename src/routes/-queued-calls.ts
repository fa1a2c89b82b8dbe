/**
 * The calls a device may hold queued (networkMode 'online', persisted while someone is signed in), by the first
 * part of their key. Each module registers its calls' functions (setMutationDefaults) when it loads: app.tsx
 * loads the ones a restored queue names before the restore; otherwise each loads with the screens that use it.
 *
 * Written out because a dynamic import needs its path as a literal. -queued-calls.test.ts holds it to the
 * *.mutations.ts files: every module that spreads `queuedWrite` has its entry here, under the first part of the
 * keys it registers, and every entry names such a module. (The leading '-' keeps the router from taking this
 * file for a route.)
 */
export const queuedCallModules: Record<string, () => Promise<unknown>> = {
  'access-codes': () => import('../features/access-codes/access-codes.mutations'),
  account: () => import('../features/account/account.mutations'),
  administration: () => import('../features/administration/administration.mutations'),
  bookmarks: () => import('../features/bookmarks/bookmarks.mutations'),
  'class-results': () => import('../features/class-results/class-results.mutations'),
  positions: () => import('../features/player/resume/positions.mutations'),
  tracking: () => import('../features/player/tracking.mutations'),
};
