import * as v from 'valibot';
import { dbIdString, pageString } from './db-id';
import { MAX, maxChars } from './text';
import type { ImagePaths } from '../domain/images';
import type { Tag } from '../domain/tags';
import type { ListEnvelope } from './errors';


/** A bracket array of the query string: one value arrives as text, several as an array; ids have ten digits at most. */
const idText = v.pipe(v.string(), v.maxLength(10, 'must be a number'));
const oneOrMoreIds = v.union([idText, v.array(idText)]);

/** GET /api/boardstories query: page, limit, fulltextsearch and tags[] (bracket array of tag ids). */
export const boardstoryListQuerySchema = v.object({
  page: v.optional(pageString, '1'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)), '10'),
  fulltextsearch: v.optional(v.pipe(v.string(), v.trim(), maxChars(MAX.search))),
  'tags[]': v.optional(
    v.pipe(
      oneOrMoreIds,
      v.transform((t) => (Array.isArray(t) ? t : [t])),
      v.array(dbIdString),
      v.maxLength(50),
    ),
  ),
});
export type BoardstoryListQuery = v.InferInput<typeof boardstoryListQuerySchema>;

export type BoardstoryListItem = {
  id: number;
  slug: string;
  title: string;
  teaserImagesCount: number;
  free: boolean;
};
export type BoardstoryList = ListEnvelope<'boardstories', BoardstoryListItem>;

export type MediaState = 'AVAILABLE' | 'UNAVAILABLE';
export type GameInfo = { id: number; gameType: 'impulse' | 'quiz' | 'search'; position: number };

/** GET /api/boardstories/{idOrSlug} (see docs/stories-and-player.md#story-page). */
export type Boardstory = BoardstoryListItem & {
  description: string;
  /** the description as the story page shows it, rendered and made safe by the server (services/story-markdown) */
  descriptionHtml: string;
  explain: boolean;
  hasAudio: boolean;
  videoState: MediaState;
  trailerState: MediaState;
  tigerCreationState: MediaState;
  /** the full video comes with a read-along track (its "Mitlesen" toggle): known before the video's own data */
  readAlong: boolean;
  gameInfo: GameInfo[];
  gameActive: boolean;
  attachmentsCount: number;
  image: ImagePaths | null;
  author: string;
  illustrator: string;
  publisher: string;
  tags: Tag[];
  attachments: { id: number; title: string; path: string }[];
  /** "Das Buch zur Boardstory" (see docs/stories-and-player.md#story-page), null when the story has no book */
  bookReference: BookReference | null;
};

export type BookReference = { title: string; description: string; externalLink: string | null; path: ImagePaths | null };

export type ImageType = 'TEASER_IMAGE' | 'BOOK_REFERENCE';

/** GET /api/images item. */
export type Image = {
  id: number;
  boardstoryId: number;
  title: string;
  alt: string;
  url: string;
  width: number;
  imageType: ImageType;
  path: ImagePaths;
  sizes: {
    medium: string;
    'medium-width': number;
    medium_large: string;
    'medium_large-width': number;
    large: string;
    'large-width': number;
  };
};

export const imagesQuerySchema = v.object({
  'boardstoryId[]': v.optional(
    v.pipe(
      oneOrMoreIds,
      v.transform((t) => (Array.isArray(t) ? t : [t])),
      v.array(dbIdString),
      v.maxLength(100),
    ),
  ),
  imageType: v.optional(v.picklist(['TEASER_IMAGE', 'BOOK_REFERENCE'])),
});
