import { expect, test } from 'vitest';
import { STREAMING_ENGINE_CACHE } from './cache-keys';
import { isPrecache } from './session';

test('logout keeps only the precache and the streaming engine, the app that works offline', () => {
  expect(isPrecache('workbox-precache-v2-http://localhost:3000/')).toBe(true);
  expect(isPrecache(STREAMING_ENGINE_CACHE)).toBe(true);
  for (const runtime of ['cms', 'teaser-images', 'catalogue', 'media-downloads']) expect(isPrecache(runtime)).toBe(false);
});
