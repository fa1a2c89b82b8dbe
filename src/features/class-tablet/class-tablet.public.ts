import { useAtomValue } from 'jotai';
import { classTabletAtom } from './class-tablet.atoms';

/**
 * Whether this device is a class tablet now (see docs/codes.md#class-tablet): the pupils' screens leave out what
 * belongs to the teacher — saving and removing story packs, and "Merken", which would only lead to a login.
 */
export const useClassMode = (): boolean => useAtomValue(classTabletAtom) !== null;
