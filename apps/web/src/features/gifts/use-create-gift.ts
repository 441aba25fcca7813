import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { giftSchema, type CreateGiftRequest } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { giftsQueryKey } from './use-gifts';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/**
 * `POST /api/gifts` from a send dialog whose recipient is a phone not on Faza. One key per
 * opening of the dialog, like its send: a double tap or a retry makes one gift.
 */
export function useCreateGift() {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (body: CreateGiftRequest) =>
      apiFetch('/gifts', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
        schema: giftSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: giftsQueryKey });
      void client.invalidateQueries({ queryKey: ['pantry'] });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
