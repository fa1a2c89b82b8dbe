import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { AccessCode, AccessCodeNote } from '../../shared/schemas/playback';
import { accessCodeQueries } from './access-codes.queries';

export const accessCodeMutationKeys = {
  note: ['access-codes', 'note'] as const,
  remove: ['access-codes', 'delete'] as const,
};

/** Saves a code's note and puts the answer into the story's list at once. */
export function useUpdateAccessCodeNote(boardstoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accessCodeMutationKeys.note,
    mutationFn: ({ id, note }: { id: number } & AccessCodeNote) => api.patch<AccessCode>(`/api/access-codes/${id}`, { note }),
    onSuccess: (saved) =>
      queryClient.setQueryData(accessCodeQueries.mine(boardstoryId).queryKey, (list) => list?.map((c) => (c.id === saved.id ? saved : c))),
  });
}

export function useDeleteAccessCode(boardstoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accessCodeMutationKeys.remove,
    mutationFn: (id: number) => api.delete(`/api/access-codes/${id}`),
    onSuccess: (_, id) =>
      queryClient.setQueryData(accessCodeQueries.mine(boardstoryId).queryKey, (list) => list?.filter((c) => c.id !== id)),
  });
}
