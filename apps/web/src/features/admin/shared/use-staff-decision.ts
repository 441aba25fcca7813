import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, type ResponseSchema } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';

/** What one decision posts: where, with which body (if any), and the schema of the answer. */
export type DecisionRequest<T> = { path: string; json?: unknown; schema: ResponseSchema<T> };

/**
 * A staff decision on one record (confirm a payment, reject a top-up, dispatch a delivery…):
 * `POST /api/admin/…` with a fresh Idempotency-Key per decision, so a double tap or a retry after
 * a dropped answer decides once; then every staff list refreshes.
 */
export function useStaffDecision<D, T>(request: (decision: D) => DecisionRequest<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: D) => {
      const post = request(decision);
      return apiFetch(post.path, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        json: post.json,
        schema: post.schema,
      });
    },
    // Not awaited: the caller's own callbacks (its toast) must run before the refetch unmounts
    // the card they belong to.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
