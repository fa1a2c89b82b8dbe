import { atom } from 'jotai';
import type { AccessCodeLookup } from '../../shared/schemas/licences';

/** A pupil code in use: what the lookup answered plus the code as typed (for the media calls). */
export type ActiveAccessCode = { code: string } & AccessCodeLookup;

/**
 * The code the story page resolved (from the URL or the code-entry form), only when it has started, has not
 * expired and belongs to the open story; null otherwise. The player reads its switches from here. A plain atom
 * on purpose: codes used on a shared device are never stored (part 1 §3).
 */
export const activeAccessCodeAtom = atom<ActiveAccessCode | null>(null);
