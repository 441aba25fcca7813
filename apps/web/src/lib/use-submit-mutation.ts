import {
  useMutation,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { singleFlight } from './single-flight';

// Distributed over the result's union, so `isError` still narrows `error`.
type WithoutAsync<T> = T extends unknown ? Omit<T, 'mutateAsync'> : never;
type SubmitMutation<TData, TError, TVariables, TContext> = WithoutAsync<
  UseMutationResult<TData, TError, TVariables, TContext>
>;

/**
 * `useMutation` for a button that submits: while one request is in flight, another tap sends
 * nothing (lib/single-flight.ts explains why the disabled button alone is not enough), so a
 * repeated answer can never replace the first one's success. Only `mutate`: a dropped tap has no
 * promise to settle.
 */
export function useSubmitMutation<TData, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): SubmitMutation<TData, TError, TVariables, TContext> {
  const gate = useRef(singleFlight()).current;
  const end = useRef<() => void>(() => {});
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    // The options' onSettled runs even when the page has moved on; the per-call one may not.
    onSettled: (...args) => {
      end.current();
      return options.onSettled?.(...args);
    },
  });
  const { mutate: rawMutate } = mutation;
  const mutate = useCallback(
    (variables: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      gate.run((done) => {
        end.current = done;
        rawMutate(variables, callbacks);
      });
    },
    [gate, rawMutate],
  );
  const { mutateAsync: _async, ...rest } = mutation;
  return { ...rest, mutate } as SubmitMutation<TData, TError, TVariables, TContext>;
}
