import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleLeaveResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';

/** `POST /api/circles/{id}/leave`: gone before the first payment, refunded at delivery after it. */
export function useLeaveCircle(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/circles/${id}/leave`, {
        method: 'POST',
        json: {},
        schema: circleLeaveResponseSchema,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: circleQueryKey(id) });
      void client.invalidateQueries({ queryKey: circlesQueryKey });
    },
  });
}
