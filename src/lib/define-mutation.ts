import { useMutation, type MutationKey, type MutationOptions } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * A mutation registered once under its key (`setMutationDefaults`) and used through the hook this
 * returns. The key carries the function, so a call paused offline and persisted is sent after a
 * reload too, when no component that started it exists any more (persister.ts resumes it). Everything
 * a call needs therefore travels in its variables, never in a component's closure.
 *
 * What must always happen after success (the cache update) belongs in `options`. What only the
 * calling screen wants (navigate, show a message) goes to `mutate(variables, { onSuccess })`: options
 * given to the hook would replace the registered ones instead of adding to them.
 */
export function defineMutation<TData, TVariables = void, TContext = unknown>(
  mutationKey: MutationKey,
  options: Omit<MutationOptions<TData, Error, TVariables, TContext>, 'mutationKey'>,
) {
  queryClient.setMutationDefaults(mutationKey, options);
  return () => useMutation<TData, Error, TVariables, TContext>({ mutationKey });
}
