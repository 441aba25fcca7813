import { useQueryClient } from '@tanstack/react-query';
import { circleLeaveResponseSchema } from '@faza/shared';
import { useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/circles/{id}/leave`: gone before the first payment, refunded at delivery after it. */
export function useLeaveCircle(id: string) {
  const client = useQueryClient();
  // One key per mount (a dialog's opening, the page): a double tap or a retry acts once.
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: () =>
      apiFetch(`/circles/${id}/leave`, {
        method: 'POST',
        json: {},
        headers: { 'Idempotency-Key': key },
        schema: circleLeaveResponseSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: circleQueryKey(id) });
      void client.invalidateQueries({ queryKey: circlesQueryKey });
    },
  });
}
