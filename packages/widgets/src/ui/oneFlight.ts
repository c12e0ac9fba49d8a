// One flight per action: while an action's call is on its way, pressing its button again sends
// nothing. The button's loading state is not enough: TanStack Query tells React a mutation started
// a task after `mutate`, so a double or triple click would send two calls (two cancellations, two
// e-mails) before the button turns busy.
import { useRef } from 'react';
import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/** `useMutation`, whose `mutate` does nothing while its last call is unsettled. */
export function useOneFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const flying = useRef(false);
  const mutation = useMutation({
    ...options,
    // The mutation's own callback: it runs even where the caller's are dropped (a newer call).
    onSettled: (...settled) => {
      flying.current = false;
      return options.onSettled?.(...settled);
    },
  });
  const mutate: typeof mutation.mutate = (...call) => {
    if (flying.current) return;
    flying.current = true;
    mutation.mutate(...call);
  };
  return { ...mutation, mutate };
}
