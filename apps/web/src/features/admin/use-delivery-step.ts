import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliverySchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

type Step =
  { id: string; step: 'dispatch' | 'deliver' } | { id: string; step: 'cancel'; reason: string };

/** `POST /api/admin/deliveries/{id}/dispatch | deliver | cancel`, then the queue refreshes. */
export function useDeliveryStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: Step) =>
      apiFetch(`/admin/deliveries/${s.id}/${s.step}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        ...(s.step === 'cancel' ? { json: { reason: s.reason } } : {}),
        schema: deliverySchema,
      }),
    // Not awaited: the caller's own callbacks (its toast) must run before the refetch unmounts
    // the card they belong to.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
