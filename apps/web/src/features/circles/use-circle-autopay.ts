import { useQueryClient } from '@tanstack/react-query';
import { circleAutopayResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circleQueryKey } from './circle-query-keys';
import { useSubmitMutation } from '../../lib/use-submit-mutation';

/** `PUT /api/circles/{id}/autopay` `{ on }`: my own autopay switch. */
export function useCircleAutopay(id: string) {
  const client = useQueryClient();
  return useSubmitMutation({
    mutationFn: (on: boolean) =>
      apiFetch(`/circles/${id}/autopay`, {
        method: 'PUT',
        json: { on },
        schema: circleAutopayResponseSchema,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: circleQueryKey(id) }),
  });
}
