import { useMutation, type MutateOptions, type MutationKey, type MutationOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Idempotent } from './api-client';
import { retryWrite, writeRetryDelay } from './connectivity';
import { queryClient } from './query-client';

/** The one scope of every queued write: TanStack runs a scope's mutations one after another, in order. */
export const WRITES_SCOPE = 'lesefunke-writes';

/**
 * A write that waits while Lesefunke is unreachable (offline, or the server down with the browser online)
 * and is sent when it answers again, after a reload too: paused by the default networkMode 'online' while
 * connectivity.ts says offline, retried with its key while a failure means unreachable, and kept in order
 * with the other queued writes.
 */
export const queuedWrite = { scope: { id: WRITES_SCOPE }, retry: retryWrite, retryDelay: writeRetryDelay } as const;

/**
 * A mutation registered once under its key (`setMutationDefaults`) and used through the hook this
 * returns. The key carries the function, so a call paused offline and persisted is sent after a
 * reload too, when no component that started it exists any more (persister.ts resumes it). Everything
 * a call needs therefore travels in its variables, never in a component's closure.
 *
 * The hook's `mutate` adds an Idempotency-Key to the variables when the user acts, not when the call is
 * sent: a replay after a reload and a retry after a lost answer carry the same key, and the server
 * answers them without applying the write again. The mutation function sends it (`idempotent(vars)`).
 *
 * What must always happen after success (the cache update) belongs in `options`. What only the
 * calling screen wants (navigate, show a message) goes to `mutate(variables, { onSuccess })`: options
 * given to the hook would replace the registered ones instead of adding to them.
 */
export function defineMutation<TData, TVariables extends object, TContext = unknown>(
  mutationKey: MutationKey,
  options: Omit<MutationOptions<TData, Error, TVariables & Idempotent, TContext>, 'mutationKey'>,
) {
  type Sent = TVariables & Idempotent;
  type Options = MutateOptions<TData, Error, Sent, TContext>;
  queryClient.setMutationDefaults(mutationKey, options);
  const withKey = (variables: TVariables): Sent => ({ ...variables, idempotencyKey: crypto.randomUUID() });
  return function useDefinedMutation() {
    const mutation = useMutation<TData, Error, Sent, TContext>({ mutationKey });
    const { mutate: send, mutateAsync: sendAsync } = mutation;
    const mutate = useCallback((variables: TVariables, opts?: Options) => send(withKey(variables), opts), [send]);
    const mutateAsync = useCallback((variables: TVariables, opts?: Options) => sendAsync(withKey(variables), opts), [sendAsync]);
    return { ...mutation, mutate, mutateAsync };
  };
}
