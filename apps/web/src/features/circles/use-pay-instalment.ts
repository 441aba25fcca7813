import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { circlePayResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/**
 * `POST /api/circles/{id}/payments`: the next instalment from the wallet. One key per opening of
 * the confirm dialog, like Send Money's (docs/decisions/0007-idempotency-keys.md): a double tap or
 * a retry after a dropped connection pays once; the next opening is the next instalment.
 */
export function usePayInstalment(id: string) {
  const client = useQueryClient();
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: () =>
      apiFetch(`/circles/${id}/payments`, {
        method: 'POST',
        json: {},
        headers: { 'Idempotency-Key': key },
        schema: circlePayResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(circleQueryKey(id), answer.circle);
      void client.invalidateQueries({ queryKey: circlesQueryKey });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
