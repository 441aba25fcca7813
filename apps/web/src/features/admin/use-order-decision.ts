import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Decision =
  { id: string; action: 'confirm-payment' } | { id: string; action: 'reject'; reason: string };

/**
 * `POST /api/admin/orders/{id}/confirm-payment` or `/reject`. One key per decision, so a double
 * tap or a retry after a dropped answer confirms once; then every staff list refreshes.
 */
export function useOrderDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      apiFetch(`/admin/orders/${decision.id}/${decision.action}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...(decision.action === 'reject' ? { json: { reason: decision.reason } } : {}),
        schema: orderSchema,
      }),
    // Not awaited: the caller's own callbacks (its toast) must run before the refetch unmounts
    // the card they belong to.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
