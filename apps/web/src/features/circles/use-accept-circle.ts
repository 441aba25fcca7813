import { useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema } from '@faza/shared';
import { useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/circles/{id}/accept` `{ code? }`: invited by FAZA number, or holding the link's code. */
export function useAcceptCircle(id: string) {
  const client = useQueryClient();
  // One key per mount (a dialog's opening, the page): a double tap or a retry acts once.
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (code?: string) =>
      apiFetch(`/circles/${id}/accept`, {
        method: 'POST',
        json: code ? { code } : {},
        headers: { 'Idempotency-Key': key },
        schema: circleResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(circleQueryKey(id), answer.circle);
      void client.invalidateQueries({ queryKey: circlesQueryKey });
    },
  });
}
