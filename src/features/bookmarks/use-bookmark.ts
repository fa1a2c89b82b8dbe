import { useIsMutating } from '@tanstack/react-query';
import { useSession } from '../auth/auth.queries';
import { bookmarkKeys, useAddBookmark, useRemoveBookmark, type BookmarkVariables } from './bookmarks.mutations';

// both calls' keys start with this, so one filter finds either
const anyBookmarkCall = [bookmarkKeys.add[0]];

/**
 * A story's bookmark state and its two calls. The state is the signed-in user's me answer (authQueries.me), which
 * changes only when the server agreed (added on post success, removed on delete success).
 */
export function useBookmark(boardstoryId: number) {
  const isBookmarked = useSession()?.bookmarks.includes(boardstoryId) ?? false;
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  // a call for this story on its way or queued offline, also one restored after a reload: no second one meanwhile
  const queued = useIsMutating({
    mutationKey: anyBookmarkCall,
    predicate: (mutation) => (mutation.state.variables as BookmarkVariables | undefined)?.boardstoryId === boardstoryId,
  });
  return {
    isBookmarked,
    isPending: add.isPending || remove.isPending || queued > 0,
    failed: add.isError || remove.isError,
    toggle: () => (isBookmarked ? remove.mutate({ boardstoryId }) : add.mutate({ boardstoryId })),
  };
}
