import { isAccessCodeValid, opensStory } from './access-code';

type Dated = { boardstoryId: number; startingDate: string; expirationDate: string };

/** What asking the server about a code gave, as the app tells the cases apart. */
export type CodeLookup<C> =
  | { status: 'found'; code: C }
  /** 404: the code never existed or was revoked */
  | { status: 'unknown' }
  /** no answer: the device is offline or the server out of reach */
  | { status: 'unreachable' }
  /** 429: too many wrong codes from this network lately; nothing was checked */
  | { status: 'limited' }
  /** any other error answer */
  | { status: 'failed' };

export type CodeOutcome<C> =
  /** `checkedBy: 'device'`: the server was out of reach and a signed token this device holds vouched for the code */
  | { kind: 'open'; code: C; checkedBy: 'server' | 'device' }
  /** `forget`: the server does not know the code (any more), so the device drops its copies too */
  | { kind: 'invalid'; forget: boolean }
  /** offline without a signed copy: nothing was checked, so the code is not called invalid */
  | { kind: 'offline' }
  /** the server refused to look it up (too many wrong codes from this network): neither valid nor invalid */
  | { kind: 'limited' };

/**
 * Whether a typed or linked code opens (see docs/codes.md#lookup, docs/codes.md#offline-check). Online the server decides, and a
 * revoked code is refused at once. Without an answer a signed copy the device holds (the link's token, or
 * a code brought along for class mode or a saved story) decides by its own dates; without one the pupil
 * is told the device is offline. `storyId`: a story page, where the code must also be this story's.
 */
export function codeEntryOutcome<C extends Dated>(lookup: CodeLookup<C>, held: C | null, storyId?: number, now = new Date()): CodeOutcome<C> {
  const opens = (code: C) => (storyId === undefined ? isAccessCodeValid(code, now) : opensStory(code, storyId, now));
  switch (lookup.status) {
    case 'found':
      return opens(lookup.code) ? { kind: 'open', code: lookup.code, checkedBy: 'server' } : { kind: 'invalid', forget: false };
    case 'unknown':
      return { kind: 'invalid', forget: true };
    case 'failed':
      return { kind: 'invalid', forget: false };
    case 'limited':
      return { kind: 'limited' };
    case 'unreachable':
      if (!held) return { kind: 'offline' };
      return opens(held) ? { kind: 'open', code: held, checkedBy: 'device' } : { kind: 'invalid', forget: false };
  }
}
