import { api, ApiError, idempotent, unwrap, type Idempotent, type JsonOf } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import type { AccessCodeNote } from '../../shared/schemas/playback';
import { authQueries } from '../auth/auth.queries';
import { accessCodeQueries } from './access-codes.queries';

export const accessCodeMutationKeys = {
  create: ['access-codes', 'create'] as const,
  note: ['access-codes', 'note'] as const,
  remove: ['access-codes', 'delete'] as const,
};

/** Which code of which story: the story names the list the answer goes into. */
type CodeOfStory = { id: number; boardstoryId: number };

/** The lists a story's code may stand in: the user's own, and for an owner those former members left behind. */
const listsOf = (boardstoryId: number) => [accessCodeQueries.mine(boardstoryId), accessCodeQueries.leftBehind(boardstoryId)];

/** Saves a code's note and puts the answer into the story's list at once; queued while Lesefunke is unreachable. */
export const useUpdateAccessCodeNote = defineMutation(accessCodeMutationKeys.note, {
  mutationFn: ({ id, note, idempotencyKey }: CodeOfStory & AccessCodeNote & Idempotent) =>
    unwrap(api['access-codes'][':id'].$patch({ param: { id: String(id) }, json: { note } }, idempotent({ idempotencyKey }))),
  ...queuedWrite,
  onSuccess: (saved, { boardstoryId }) => {
    for (const { queryKey } of listsOf(boardstoryId)) queryClient.setQueryData(queryKey, (list) => list?.map((c) => (c.id === saved.id ? saved : c)));
  },
});

export const useDeleteAccessCode = defineMutation(accessCodeMutationKeys.remove, {
  mutationFn: ({ id, idempotencyKey }: CodeOfStory & Idempotent) =>
    unwrap(api['access-codes'][':id'].$delete({ param: { id: String(id) } }, idempotent({ idempotencyKey }))),
  onSuccess: (_, { id, boardstoryId }) => {
    for (const { queryKey } of listsOf(boardstoryId)) queryClient.setQueryData(queryKey, (list) => list?.filter((c) => c.id !== id));
  },
  ...queuedWrite,
});

/** What the code dialog sends (see docs/codes.md#switches): calendar days, switches and hidden material. */
export type NewAccessCode = JsonOf<typeof api['access-codes']['$post']>;

/**
 * A new code goes into its story's list at once; the current order is asked again because a library's
 * rental codes count down with it (see docs/licences-and-orders.md#rentals). After a 409 the list and counters the
 * button judged by were out of date, so both are asked again too.
 */
export const useCreateAccessCode = defineMutation(accessCodeMutationKeys.create, {
  mutationFn: ({ idempotencyKey, ...input }: NewAccessCode & Idempotent) => unwrap(api['access-codes'].$post({ json: input }, idempotent({ idempotencyKey }))),
  // never queued offline: a code replayed later could be made twice and count twice against the limits
  networkMode: 'always',
  onSuccess: (saved, { boardstory }) => {
    queryClient.setQueryData(accessCodeQueries.mine(boardstory).queryKey, (list) => (list ? [...list, saved] : [saved]));
    void queryClient.invalidateQueries({ queryKey: accessCodeQueries.mine(boardstory).queryKey });
    void queryClient.invalidateQueries({ queryKey: authQueries.currentOrder().queryKey });
  },
  onError: (error, { boardstory }) => {
    if (!(error instanceof ApiError && error.status === 409)) return;
    void queryClient.invalidateQueries({ queryKey: accessCodeQueries.mine(boardstory).queryKey });
    void queryClient.invalidateQueries({ queryKey: authQueries.currentOrder().queryKey });
  },
});
