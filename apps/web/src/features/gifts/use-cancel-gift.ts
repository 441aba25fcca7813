import { useQueryClient } from '@tanstack/react-query';
import { giftSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { giftsQueryKey } from './use-gifts';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/gifts/{id}/cancel`: a gift still waiting comes back at once. */
export function useCancelGift() {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (id: string) =>
      apiFetch(`/gifts/${id}/cancel`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        schema: giftSchema,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: giftsQueryKey });
      void client.invalidateQueries({ queryKey: ['pantry'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
