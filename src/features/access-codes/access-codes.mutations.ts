import { api, unwrap } from '../../lib/api-client';
import { defineMutation } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import type { AccessCodeNote } from '../../shared/schemas/playback';
import { accessCodeQueries } from './access-codes.queries';

export const accessCodeMutationKeys = {
  note: ['access-codes', 'note'] as const,
  remove: ['access-codes', 'delete'] as const,
};

/** Which code of which story: the story names the list the answer goes into. */
type CodeOfStory = { id: number; boardstoryId: number };

/** Saves a code's note and puts the answer into the story's list at once. */
export const useUpdateAccessCodeNote = defineMutation(accessCodeMutationKeys.note, {
  mutationFn: ({ id, note }: CodeOfStory & AccessCodeNote) =>
    unwrap(api['access-codes'][':id'].$patch({ param: { id: String(id) }, json: { note } })),
  onSuccess: (saved, { boardstoryId }) =>
    queryClient.setQueryData(accessCodeQueries.mine(boardstoryId).queryKey, (list) => list?.map((c) => (c.id === saved.id ? saved : c))),
});

export const useDeleteAccessCode = defineMutation(accessCodeMutationKeys.remove, {
  mutationFn: ({ id }: CodeOfStory) => unwrap(api['access-codes'][':id'].$delete({ param: { id: String(id) } })),
  onSuccess: (_, { id, boardstoryId }) =>
    queryClient.setQueryData(accessCodeQueries.mine(boardstoryId).queryKey, (list) => list?.filter((c) => c.id !== id)),
});
