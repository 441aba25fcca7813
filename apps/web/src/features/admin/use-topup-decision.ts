import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTopUpResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Decision =
  | { id: string; action: 'confirm'; receivedKobo: number }
  | { id: string; action: 'reject'; reason: string };

/**
 * `POST /api/admin/topups/{id}/confirm` with the amount that arrived (idempotent: the wallet is
 * credited once, with that amount) or `/reject` with a reason.
 */
export function useTopUpDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiFetch(`/admin/topups/${decision.id}/${decision.action}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        json:
          decision.action === 'reject'
            ? { reason: decision.reason }
            : { received_kobo: decision.receivedKobo },
        schema: adminTopUpResponseSchema,
      }),
    // Not awaited: the caller's own callbacks (its toast) must run before the refetch unmounts
    // the card they belong to.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
