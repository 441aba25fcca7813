import { useQueryClient } from '@tanstack/react-query';
import { deliverySchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { deliveriesQueryKey } from './use-deliveries';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/deliveries/{id}/cancel`: the food goes back to the pantry. */
export function useCancelDelivery() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: string) =>
      apiFetch(`/deliveries/${id}/cancel`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: deliverySchema,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: deliveriesQueryKey });
      void client.invalidateQueries({ queryKey: ['pantry'] });
    },
  });
}
