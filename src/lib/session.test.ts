import { expect, test } from 'vitest';
import { isPrecache } from './session';

test('logout keeps only the precache, the app shell that works offline', () => {
  expect(isPrecache('workbox-precache-v2-http://localhost:3000/')).toBe(true);
  for (const runtime of ['cms', 'teaser-images', 'catalogue', 'media-downloads']) expect(isPrecache(runtime)).toBe(false);
});
