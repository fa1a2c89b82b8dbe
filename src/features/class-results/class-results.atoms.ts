import { pupilAtom } from '../access-codes/access-codes.public';
import type { Turn } from './turn-state';

/** The turn of the pupil using the device now (null: no story opened with a code plays); a class tablet's next pupil starts without it. */
export const turnAtom = pupilAtom<Turn | null>(null);
