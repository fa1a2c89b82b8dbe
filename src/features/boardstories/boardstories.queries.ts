import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { BOARDSTORY_PAGE_SIZE, imageIdSet, normaliseBoardstoryFilters, queryKeys, type BoardstoryFilters } from '../../shared/query-keys';
import type { BoardstoryListItem, Image } from '../../shared/schemas/boardstories';

export type { BoardstoryFilters };
export { BOARDSTORY_PAGE_SIZE };

/** At most 5 suggestions (see docs/stories-and-player.md#suggestions). */
export const SUGGESTION_LIMIT = 5;


// The catalogue changes rarely; a minute fresh keeps paging back and forth free of refetches.
const CATALOGUE_STALE = 60_000;


/**
 * Ids of the stories whose teaser images are worth asking for (only items with teaser images; see
 * docs/stories-and-player.md#catalogue).
 */
export const idsWithTeaserImages = (items: BoardstoryListItem[]) => items.filter((b) => b.teaserImagesCount > 0).map((b) => b.id);

/** The first teaser image of each story, by story id. */
export function firstImageByStory(images: Image[]): Map<number, Image> {
  const byStory = new Map<number, Image>();
  for (const image of images) if (!byStory.has(image.boardstoryId)) byStory.set(image.boardstoryId, image);
  return byStory;
}

export const boardstoryQueries = {
  // the keys the server's HTML carries its answers under are shared with it (shared/query-keys.ts)
  all: queryKeys.boardstories.all,
  list: (filters: BoardstoryFilters = {}) => {
    const f = normaliseBoardstoryFilters(filters);
    return queryOptions({
      queryKey: queryKeys.boardstories.list(f),
      queryFn: ({ signal }) =>
        unwrap(
          api.boardstories.$get(
            { query: { page: String(f.page), limit: String(f.limit), fulltextsearch: f.q, 'tags[]': f.tags?.map(String) } },
            { init: { signal } },
          ),
        ),
      staleTime: CATALOGUE_STALE,
    });
  },
  detail: (idOrSlug: string | number) =>
    queryOptions({
      queryKey: queryKeys.boardstories.detail(idOrSlug),
      queryFn: ({ signal }) => unwrap(api.boardstories[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent(String(idOrSlug)) } }, { init: { signal } })),
      staleTime: CATALOGUE_STALE,
    }),
  tags: () =>
    queryOptions({
      queryKey: queryKeys.boardstories.tags(),
      queryFn: ({ signal }) => unwrap(api.tags.$get({}, { init: { signal } })).then((r) => r._embedded.tags),
      staleTime: 10 * CATALOGUE_STALE,
    }),
  /** Teaser images of the given stories; an empty id list answers [] without a request. */
  images: (boardstoryIds: number[]) => {
    const ids = imageIdSet(boardstoryIds);
    return queryOptions({
      queryKey: queryKeys.boardstories.images(ids),
      queryFn: ({ signal }) =>
        ids.length === 0
          ? Promise.resolve<Image[]>([])
          : unwrap(
              api.images.$get({ query: { 'boardstoryId[]': ids.map(String), imageType: 'TEASER_IMAGE' } }, { init: { signal } }),
            ).then((r) => r._embedded.images),
      staleTime: CATALOGUE_STALE,
    });
  },
  /** Search-box suggestions: the first stories for a term; an empty term asks nothing. */
  suggestions: (term: string) =>
    queryOptions({
      queryKey: [...boardstoryQueries.all, 'suggestions', term.trim()],
      queryFn: ({ signal }) =>
        unwrap(
          api.boardstories.$get(
            { query: { page: '1', limit: String(SUGGESTION_LIMIT), fulltextsearch: term.trim() } },
            { init: { signal } },
          ),
        ).then((r) => r._embedded.boardstories),
      enabled: term.trim().length > 0,
      staleTime: CATALOGUE_STALE,
    }),
  similar: (id: number) =>
    queryOptions({
      queryKey: [...boardstoryQueries.all, 'similar', id],
      queryFn: ({ signal }) => unwrap(api['similar-boardstories'][':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
      staleTime: CATALOGUE_STALE,
    }),
  /**
   * The material as this visitor may use it (rights depend on login and code). Persisted for the signed-in user
   * (a seen story page shows its material offline, docs/offline.md#ways-of-being-offline), never with a code: a
   * shared device must not keep what a pupil's code opened.
   */
  attachments: (boardstoryId: number, accessCode?: string) =>
    queryOptions({
      queryKey: [...boardstoryQueries.all, 'attachments', boardstoryId, accessCode ?? null],
      queryFn: ({ signal }) =>
        unwrap(
          api.attachments[':boardstoryId'].$get(
            { param: { boardstoryId: String(boardstoryId) }, query: { accessCode } },
            { init: { signal } },
          ),
        ).then((r) => r._embedded.attachments),
      meta: { persist: accessCode === undefined },
    }),
};
