import { api, idempotent, unwrap, type Idempotent } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import { meQuery, queryClient } from '../../lib/query-client';
import { bookmarkQueries } from './bookmarks.queries';

/**
 * Bookmarks (see docs/accounts.md#bookmarks) as resumable mutations: a bookmark made offline is paused, kept by the
 * persister while the user is signed in, and sent once when the connection returns, after a reload too (app.tsx
 * imports this module, so a restored call finds its function here).
 */
export const bookmarkKeys = {
  add: ['bookmarks', 'add'] as const,
  remove: ['bookmarks', 'remove'] as const,
};

export type BookmarkVariables = { boardstoryId: number };

/**
 * The ids in the signed-in user's me answer (authQueries.me) change only when the server agreed (see
 * docs/accounts.md#bookmarks). The Merkliste is refetched on its next visit, not at once: a card removed by mistake
 * stays there to be marked again.
 */
function afterServerAgreed(boardstoryId: number, bookmarked: boolean) {
  queryClient.setQueryData(meQuery.queryKey, (me) => {
    if (!me) return me;
    const others = me.bookmarks.filter((id) => id !== boardstoryId);
    return { ...me, bookmarks: bookmarked ? [...others, boardstoryId] : others };
  });
  return queryClient.invalidateQueries({ queryKey: bookmarkQueries.all, refetchType: 'none' });
}

export const useAddBookmark = defineMutation(bookmarkKeys.add, {
  mutationFn: ({ boardstoryId, ...key }: BookmarkVariables & Idempotent) => unwrap(api.bookmarks.$post({ json: { boardstoryId } }, idempotent(key))),
  onSuccess: (_, { boardstoryId }) => afterServerAgreed(boardstoryId, true),
  ...queuedWrite,
});

export const useRemoveBookmark = defineMutation(bookmarkKeys.remove, {
  mutationFn: ({ boardstoryId, ...key }: BookmarkVariables & Idempotent) =>
    unwrap(api.bookmarks[':boardstoryId'].$delete({ param: { boardstoryId: String(boardstoryId) } }, idempotent(key))),
  onSuccess: (_, { boardstoryId }) => afterServerAgreed(boardstoryId, false),
  ...queuedWrite,
});
