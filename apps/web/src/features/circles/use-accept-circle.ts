import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';

/** `POST /api/circles/{id}/accept` `{ code? }`: invited by FAZA number, or holding the link's code. */
export function useAcceptCircle(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code?: string) =>
      apiFetch(`/circles/${id}/accept`, {
        method: 'POST',
        json: code ? { code } : {},
        schema: circleResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(circleQueryKey(id), answer.circle);
      void client.invalidateQueries({ queryKey: circlesQueryKey });
    },
  });
}
