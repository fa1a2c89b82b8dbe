import { describe, expect, it } from 'vitest';
import { apiKey, isPackCache, isPackExpired, mediaKey, packCacheName, packCacheOpenedAt, packUntil, STORY_PACK_CACHE } from './story-packs.keys';

describe('story pack keys', () => {
  it("names a save's own cache by story and opening time, and reads the time back", () => {
    const opened = Date.UTC(2026, 10, 29, 9, 30);
    const name = packCacheName('die-mutige-maus', opened);
    expect(name).toMatch(/^story-packs:die-mutige-maus:[0-9a-z]+$/);
    expect(packCacheOpenedAt(name)).toBe(opened);
    expect(isPackCache(name)).toBe(true);
    // the shared cache of earlier packs is a pack cache without an opening time; the app's other caches are neither
    expect(isPackCache(STORY_PACK_CACHE)).toBe(true);
    expect(packCacheOpenedAt(STORY_PACK_CACHE)).toBeNaN();
    for (const other of ['story-packs-old', 'catalogue', 'workbox-precache-v2-x']) {
      expect(isPackCache(other)).toBe(false);
      expect(packCacheOpenedAt(other)).toBeNaN();
    }
    expect(packCacheOpenedAt('story-packs:x:NOT-A-TIME')).toBeNaN();
  });

  it('drops the expiring signature of a media URL and keeps the rest', () => {
    expect(mediaKey('/media/videos/maus-text.mp4?exp=1700000000&sig=abc', 'http://localhost:3000')).toBe(
      'http://localhost:3000/media/videos/maus-text.mp4',
    );
    expect(mediaKey('http://x.test/media/games/a.webp?v=2&sig=1')).toBe('http://x.test/media/games/a.webp?v=2');
  });

  it('keys an API answer by path and story, whatever code asked', () => {
    const teacher = apiKey('http://x.test/api/videos?boardstoryId=3');
    expect(apiKey('http://x.test/api/videos?accessCode=FUNKE&boardstoryId=3')).toBe(teacher);
    expect(apiKey('http://x.test/api/attachments/3?accessCode=FUNKE')).toBe('http://x.test/api/attachments/3');
    expect(apiKey('http://x.test/api/videos?boardstoryId=4')).not.toBe(teacher);
  });
});

describe('pack end', () => {
  it('is the earliest end it was saved under', () => {
    expect(packUntil({ licenceUntil: '2027-07-31T00:00:00.000Z' })).toBe('2027-07-31T00:00:00.000Z');
    expect(packUntil({ licenceUntil: '2027-07-31T00:00:00.000Z', codeUntil: '2026-12-01T00:00:00.000Z' })).toBe('2026-12-01T00:00:00.000Z');
    expect(packUntil({ rentalUntil: '2026-12-24T10:00:00.000Z', licenceUntil: null })).toBe('2026-12-24T10:00:00.000Z');
    expect(packUntil({ licenceUntil: null, codeUntil: 'kaputt' })).toBeNull();
  });

  it('ends by the device clock at its end', () => {
    const pack = { until: '2026-12-01T00:00:00.000Z' };
    expect(isPackExpired(pack, new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isPackExpired(pack, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });
});
