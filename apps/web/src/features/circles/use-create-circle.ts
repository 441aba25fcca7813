import { useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema, type CreateCircleRequest } from '@faza/shared';
import { useState } from 'react';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { circlesQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `POST /api/circles`: moves no money (the creator pays like everyone, instalment by instalment). */
export function useCreateCircle() {
  const client = useQueryClient();
  // One key per mount (a dialog's opening, the page): a double tap or a retry acts once.
  const [key] = useState(newIdempotencyKey);
  return useSubmitMutation({
    mutationFn: (body: CreateCircleRequest) =>
      apiFetch('/circles', {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
        schema: circleResponseSchema,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: circlesQueryKey }),
  });
}
