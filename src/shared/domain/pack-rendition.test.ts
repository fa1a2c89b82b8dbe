import { describe, expect, it } from 'vitest';
import { PACK_MAX_HEIGHT, packRendition, screenNeed } from './pack-rendition';

// the real ladder of a 1080p story (src/server/media/hls-ladder.ts STORY_LADDER) and the demo's (make-media.ts)
const STORY = [240, 360, 540, 720, 1080].map((height) => ({ height }));
const DEMO = [180, 240, 360].map((height) => ({ height }));

const ipad = { width: 1024, height: 768, devicePixelRatio: 2 };
const oldTablet = { width: 1024, height: 600, devicePixelRatio: 1 };
const phone = { width: 390, height: 844, devicePixelRatio: 3 };
const whiteboard = { width: 1920, height: 1080, devicePixelRatio: 1 };

describe('the rendition a story pack keeps', () => {
  it('never the whiteboard\'s 1080p: a pack takes at most 720 lines, on any screen', () => {
    expect(PACK_MAX_HEIGHT).toBe(720);
    expect(packRendition(STORY, ipad)).toEqual({ height: 720 });
    expect(packRendition(STORY, whiteboard)).toEqual({ height: 720 });
    expect(packRendition(STORY, { width: 3840, height: 2160, devicePixelRatio: 2 })).toEqual({ height: 720 });
  });

  it('the tallest rendition that fits the screen\'s short side in device pixels', () => {
    expect(packRendition(STORY, oldTablet)).toEqual({ height: 540 });
    expect(screenNeed(oldTablet)).toBe(600);
    // held upright, the short side is the width: 390 × 3
    expect(screenNeed(phone)).toBe(720);
    expect(packRendition(STORY, { width: 480, height: 800, devicePixelRatio: 1 })).toEqual({ height: 360 });
    expect(packRendition(DEMO, { width: 427, height: 240, devicePixelRatio: 1 })).toEqual({ height: 240 });
    expect(packRendition(DEMO, { width: 320, height: 239, devicePixelRatio: 1 })).toEqual({ height: 180 });
  });

  it('the smallest when every rendition is taller than the screen', () => {
    expect(packRendition(STORY, { width: 320, height: 200, devicePixelRatio: 1 })).toEqual({ height: 240 });
  });

  it('a ratio the browser does not tell counts as 1, and no renditions choose nothing', () => {
    expect(screenNeed({ width: 1024, height: 600, devicePixelRatio: 0 })).toBe(600);
    expect(packRendition([], ipad)).toBeNull();
  });

  it('keeps the rendition object it was given, whatever else it carries', () => {
    const renditions = [
      { height: 360, bytes: 10, playlist: 'a' },
      { height: 720, bytes: 30, playlist: 'b' },
    ];
    expect(packRendition(renditions, ipad)).toBe(renditions[1]);
  });
});
