import { imageWidths, type ImagePaths } from '../schemas/boardstories';

/** The srcset of a catalogue picture's three renditions: the browser picks the one that fits `sizes`. */
export const imageSrcSet = (path: ImagePaths) =>
  (Object.keys(imageWidths) as (keyof ImagePaths)[]).map((size) => `${path[size]} ${imageWidths[size]}w`).join(', ');

/** The story page's teaser picture (the page's largest paint): the player's frame is at most 1180 px wide. */
export const STORY_TEASER_SIZES = '(min-width: 1180px) 1180px, 100vw';
