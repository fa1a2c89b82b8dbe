/**
 * The signed codes this device keeps (rememberCode, heldCode, forgetCodes, listOfflineCodes), loaded when a
 * code is checked or kept: the code form is on every page, and the signature check must stay out of every
 * page's first load (the 120 KB budget, docs/performance.md#budgets). Nothing imports ./offline-codes statically but
 * the story-pack module.
 */
export const loadOfflineCodes = () => import('./offline-codes');
