import { useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema } from '@faza/shared';
import { useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** `POST /api/admin/circles/{id}/cancel` `{ reason }`: refunds every member in full (audited). */
export function useAdminCancelCircle(id: string) {
  const client = useQueryClient();
  // One key per mount (a dialog's opening, the page): a double tap or a retry acts once.
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (reason: string) =>
      apiFetch(`/admin/circles/${id}/cancel`, {
        method: 'POST',
        json: { reason },
        headers: { 'Idempotency-Key': key },
        schema: circleResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(['admin', 'circle', id], answer.circle);
      void client.invalidateQueries({ queryKey: ['admin', 'circles'] });
    },
  });
}
