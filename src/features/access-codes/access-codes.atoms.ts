import { pupilAtom } from './pupil-session';
import type { AccessCodeLookup } from '../../shared/schemas/licences';

/**
 * A pupil code in use: what the lookup answered plus the code as the app writes it (normalizeCode). Offline it
 * comes from a signed token instead, which carries the same fields but not itself.
 */
export type PupilCode = { code: string } & Omit<AccessCodeLookup, 'signedToken'>;

/**
 * The pupil's session: the last valid code this visitor opened a story with, typed into the code-entry
 * form or carried by a story link. Browser-owned, so Jotai and not the query cache, and in memory only:
 * a code on a shared device is never stored (see docs/offline.md#query-cache), a reload starts without it.
 */
export const pupilSessionAtom = pupilAtom<PupilCode | null>(null);
