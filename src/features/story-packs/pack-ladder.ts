import { packRendition, type DeviceScreen } from '../../shared/domain/pack-rendition';
import type { HlsRendition, VideoData } from '../../shared/schemas/playback';

/**
 * The one rendition of a story's HLS ladder a pack keeps on this device, instead of the full MP4
 * (docs/offline.md#story-packs). Light on purpose: the save dialog shows its size before the saver is loaded.
 */
export type PackLadder = { master: string; rendition: HlsRendition };

/** This device's screen, as the choice of rendition reads it (shared/domain/pack-rendition.ts). */
export const deviceScreen = (): DeviceScreen => ({ width: screen.width, height: screen.height, devicePixelRatio: devicePixelRatio });

/**
 * The variant's master and the rendition this screen keeps; null where the variant has no ladder (the MP4 is kept).
 * The screen is read only for a ladder to choose from.
 */
export function packLadder(video: VideoData | null | undefined, withText: boolean, device: () => DeviceScreen = deviceScreen): PackLadder | null {
  const hls = video?.hls;
  const master = withText ? hls?.withText : hls?.withoutText;
  const renditions = (withText ? hls?.renditions.withText : hls?.renditions.withoutText) ?? [];
  const rendition = master && renditions.length ? packRendition(renditions, device()) : null;
  return master && rendition ? { master, rendition } : null;
}
