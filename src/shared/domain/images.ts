// Plain data, apart from the API schemas (shared/schemas/boardstories.ts): the first screen's pictures must not bring valibot along.
/** Image widths the server keeps: small 700, medium 920, large 1440. */
export const imageWidths = { small: 700, medium: 920, large: 1440 } as const;
export type ImagePaths = { small: string; medium: string; large: string };

/** The srcset of a catalogue picture's three renditions: the browser picks the one that fits `sizes`. */
export const imageSrcSet = (path: ImagePaths) =>
  (Object.keys(imageWidths) as (keyof ImagePaths)[]).map((size) => `${path[size]} ${imageWidths[size]}w`).join(', ');

/** The story page's teaser picture (the page's largest paint): the player's frame is at most 1180 px wide. */
export const STORY_TEASER_SIZES = '(min-width: 1180px) 1180px, 100vw';
