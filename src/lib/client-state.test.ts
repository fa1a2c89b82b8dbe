import { describe, expect, test } from 'vitest';
import { fromPersisted, toPersisted } from './client-state';

describe('persisted preferences', () => {
  test('are stored with version 1', () => {
    expect(toPersisted({ subtitles: 'on' })).toEqual({ version: 1, preferences: { subtitles: 'on' } });
  });

  test('round-trip through storage (structured clone, as IndexedDB does)', () => {
    expect(fromPersisted(structuredClone(toPersisted({ subtitles: 'on', notice: 'abc' })))).toEqual({ subtitles: 'on', notice: 'abc' });
  });

  test('a stored state of another version or shape is discarded', () => {
    const stored = toPersisted({ subtitles: 'on' });
    expect(fromPersisted({ ...stored, version: 2 })).toBeNull();
    expect(fromPersisted({ ...stored, version: undefined })).toBeNull();
    expect(fromPersisted({ ...stored, preferences: 'x' })).toBeNull();
    expect(fromPersisted(undefined)).toBeNull();
    expect(fromPersisted('{"version":1}')).toBeNull();
  });

  test('values that are not text are dropped', () => {
    expect(fromPersisted({ version: 1, preferences: { ok: 'ja', bad: 3 } })).toEqual({ ok: 'ja' });
  });
});
