import { api, idempotent, unwrap, type Idempotent } from '../../lib/api-client';
import { defineMutation, queuedWrite } from '../../lib/define-mutation';
import { queryClient } from '../../lib/query-client';
import type { TurnReport } from '../../shared/schemas/turns';

/**
 * A pupil's turn reported (see docs/codes.md#class-results) as a queued write: a class tablet without network sends
 * its turns when Lesefunke answers again. Memory only, like a code holder's tracking start: the report carries the
 * code, which never goes to the disk of a shared device (docs/offline.md#query-cache). Failures are never shown; they
 * only cost a count in the teacher's view.
 */
export const classResultsKeys = { turn: ['class-results', 'turn'] as const };

export type TurnVars = { turnId: string; report: TurnReport; version: number };

/**
 * The newest version queued per turn. Each report is the turn's whole state, so a report that waited behind a newer
 * one of the same turn has nothing to add: it resolves without a request, and after a class tablet's offline lesson
 * each turn reaches the server once, with its last state (the queue keeps its order, so the newest comes last).
 */
const newest = new Map<string, number>();
let versions = 0;
/** The variables of the turn's next report; from here on the earlier ones it supersedes stay quiet. */
export function nextTurnVars(turnId: string, report: TurnReport): TurnVars {
  const version = ++versions;
  newest.set(turnId, version);
  return { turnId, report, version };
}

const send = async ({ turnId, report, version, idempotencyKey }: TurnVars & Idempotent) => {
  if (version < (newest.get(turnId) ?? 0)) return null;
  await unwrap(api.turns[':turnId'].$put({ param: { turnId }, json: report }, idempotent({ idempotencyKey })));
  return null;
};

// Registered under its key like every write; the hook itself goes unused: a turn also ends outside any component (the
// class tablet's next pupil, after the story page is gone), so its reports are queued from the registered defaults.
defineMutation(classResultsKeys.turn, {
  mutationFn: send,
  // off the disk, and a report waiting is nothing the reader changed: the pending-writes line does not count it
  meta: { persist: false, unseen: true },
  ...queuedWrite,
  onError: () => {},
});

/** Queues the turn's state as it is now, with the Idempotency-Key made here (a retry sends the same one). */
export function queueTurnReport(turnId: string, report: TurnReport): void {
  const vars = { ...nextTurnVars(turnId, report), idempotencyKey: crypto.randomUUID() };
  queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey: classResultsKeys.turn })
    .execute(vars)
    .catch(() => undefined);
}
