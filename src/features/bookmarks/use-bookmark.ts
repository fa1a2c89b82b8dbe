import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { api } from '../../lib/api-client';
import { userAtom } from '../../lib/client-state';
import { bookmarkQueries } from './bookmarks.queries';

/**
 * A story's bookmark state and its two calls. The ids in the user state change only when the server
 * agreed (part 1 §4: added on post success, removed on delete success).
 */
export function useBookmark(boardstoryId: number) {
  const queryClient = useQueryClient();
  const isBookmarked = useAtomValue(userAtom).bookmarks.includes(boardstoryId);
  const setUser = useSetAtom(userAtom);
  // the Merkliste is refetched on its next visit, not at once: a card removed by mistake stays there to be marked again
  const refreshList = () => queryClient.invalidateQueries({ queryKey: bookmarkQueries.all, refetchType: 'none' });

  const add = useMutation({
    mutationFn: () => api.post('/api/bookmarks', { boardstoryId }),
    onSuccess: () => {
      setUser((user) => (user.bookmarks.includes(boardstoryId) ? user : { ...user, bookmarks: [...user.bookmarks, boardstoryId] }));
      return refreshList();
    },
  });
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/bookmarks/${boardstoryId}`),
    onSuccess: () => {
      setUser((user) => ({ ...user, bookmarks: user.bookmarks.filter((id) => id !== boardstoryId) }));
      return refreshList();
    },
  });
  return {
    isBookmarked,
    isPending: add.isPending || remove.isPending,
    failed: add.isError || remove.isError,
    toggle: () => (isBookmarked ? remove.mutate() : add.mutate()),
  };
}
