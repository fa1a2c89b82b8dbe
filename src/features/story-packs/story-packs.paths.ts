import { routePattern, serverPath, type MediaFolder } from '../../lib/api-urls';

/**
 * The server routes a saved story answers in the service worker (sw/packs.ts), named by the server's own
 * route table (lib/api-urls.ts): a renamed route is a type error here. Apart from story-packs.keys.ts so the
 * app's first load does not carry them.
 */

/** The media folders a pack stores files of (the /media route's, server/media/paths.ts). */
export const PACK_MEDIA_FOLDERS: readonly MediaFolder[] = ['videos', 'trailers', 'games', 'subtitles', 'attachments'];

/** The personal reads a pack stores an answer of: video data, trailers, games, the material list and its downloads. */
export const PACK_API = routePattern(
  serverPath('/api/videos'),
  serverPath('/api/trailers'),
  serverPath('/api/games'),
  serverPath('/api/attachments/:boardstoryId'),
  serverPath('/api/attachments/:boardstoryId/:attachmentId/download'),
);

/** The story detail, by id or slug: catalogue, with a pack's copy as the last resort. */
export const STORY_DETAIL = routePattern(serverPath('/api/boardstories/:idOrSlug'));
