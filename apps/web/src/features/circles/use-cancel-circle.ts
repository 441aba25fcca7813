import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey, circlesQueryKey } from './circle-query-keys';

/** `POST /api/circles/{id}/cancel`: the creator cancels; everyone gets back what they paid. */
export function useCancelCircle(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/circles/${id}/cancel`, {
        method: 'POST',
        json: {},
        schema: circleResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(circleQueryKey(id), answer.circle);
      void client.invalidateQueries({ queryKey: circlesQueryKey });
      void client.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
