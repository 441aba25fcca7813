import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

/** `POST /api/admin/circles/{id}/cancel` `{ reason }`: refunds every member in full (audited). */
export function useAdminCancelCircle(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiFetch(`/admin/circles/${id}/cancel`, {
        method: 'POST',
        json: { reason },
        schema: circleResponseSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(['admin', 'circle', id], answer.circle);
      void client.invalidateQueries({ queryKey: ['admin', 'circles'] });
    },
  });
}
