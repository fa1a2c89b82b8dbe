import { api, idempotent, unwrap, type Idempotent } from '../../../lib/api-client';
import { defineMutation, queuedWrite } from '../../../lib/define-mutation';
import { queryClient } from '../../../lib/query-client';
import type { PutPosition } from '../../../shared/schemas/positions';

/**
 * A signed-in user's resume position sent to the server (see docs/stories-and-player.md#resume), so that another
 * device of theirs offers to go on from it. A queued write: made offline it waits, kept by the persister while the
 * user is signed in, and the server keeps whichever position was taken last, however late one arrives. Failures are
 * never shown: the device's own copy is there, and the next save sends again.
 */
export const positionKeys = {
  put: ['positions', 'put'] as const,
};

/** `key` names the story and variant (with the user) on this device. */
export type PositionVariables = PutPosition & { boardstoryId: number; key: string };

/** The newest position each story and variant handed to the queue on this page: an older one still waiting is not sent. */
const newestQueued = new Map<string, string>();

defineMutation(positionKeys.put, {
  mutationFn: async ({ boardstoryId, key, idempotencyKey, ...json }: PositionVariables & Idempotent) => {
    const newest = newestQueued.get(key);
    // a whole offline lesson queues a position every 15 s; only the last one still says anything
    if (newest && newest > json.savedAt) return null;
    return unwrap(
      api.me.positions[':boardstoryId'].$put(
        { param: { boardstoryId: String(boardstoryId) }, json },
        // sent as the page goes too (pagehide): the request outlives the page
        { ...idempotent({ idempotencyKey }), init: { keepalive: true } },
      ),
    );
  },
  // a position waiting is nothing the reader changed: the pending-writes line does not count it
  meta: { unseen: true },
  ...queuedWrite,
  onError: () => {},
});

/** Queues a position without a component: the player saves it as it is disposed and as the page goes. */
export function queuePosition(variables: PositionVariables): void {
  newestQueued.set(variables.key, variables.savedAt);
  const mutation = queryClient.getMutationCache().build(queryClient, { mutationKey: positionKeys.put });
  void mutation.execute({ ...variables, idempotencyKey: crypto.randomUUID() }).catch(() => {});
}
