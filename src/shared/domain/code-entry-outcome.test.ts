import { describe, expect, it } from 'vitest';
import { codeEntryOutcome, type CodeLookup } from './code-entry-outcome';

const now = new Date('2026-03-10T10:00:00Z');
const code = { code: 'ABCDEFGHJK', boardstoryId: 7, startingDate: '2026-03-01T00:00:00Z', expirationDate: '2026-03-15T00:00:00Z' };
const expired = { ...code, expirationDate: '2026-03-05T00:00:00Z' };
const found: CodeLookup<typeof code> = { status: 'found', code };
const offline: CodeLookup<typeof code> = { status: 'unreachable' };

describe('codeEntryOutcome', () => {
  it('online, opens what the server found valid now and refuses it outside its dates', () => {
    expect(codeEntryOutcome(found, null, undefined, now)).toEqual({ kind: 'open', code, checkedBy: 'server' });
    expect(codeEntryOutcome({ status: 'found', code: expired }, null, undefined, now)).toEqual({ kind: 'invalid', forget: false });
  });

  it('online, the server overrules a signed copy: a revoked code is refused and forgotten', () => {
    expect(codeEntryOutcome({ status: 'unknown' }, code, undefined, now)).toEqual({ kind: 'invalid', forget: true });
    expect(codeEntryOutcome({ status: 'failed' }, code, undefined, now)).toEqual({ kind: 'invalid', forget: false });
  });

  it('a lookup the server refused for too many wrong codes is neither valid nor invalid', () => {
    expect(codeEntryOutcome({ status: 'limited' }, code, undefined, now)).toEqual({ kind: 'limited' });
  });

  it('offline, a signed copy on the device decides by its own dates', () => {
    expect(codeEntryOutcome(offline, code, undefined, now)).toEqual({ kind: 'open', code, checkedBy: 'device' });
    expect(codeEntryOutcome(offline, expired, undefined, now)).toEqual({ kind: 'invalid', forget: false });
  });

  it('offline without a copy says so instead of calling the code invalid', () => {
    expect(codeEntryOutcome(offline, null, undefined, now)).toEqual({ kind: 'offline' });
  });

  it('on a story page the code must be that story’s, from the server or from the device', () => {
    expect(codeEntryOutcome(found, null, 7, now).kind).toBe('open');
    expect(codeEntryOutcome(found, null, 8, now)).toEqual({ kind: 'invalid', forget: false });
    expect(codeEntryOutcome(offline, code, 8, now)).toEqual({ kind: 'invalid', forget: false });
  });
});
