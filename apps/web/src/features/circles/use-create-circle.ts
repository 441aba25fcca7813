import { useMutation, useQueryClient } from '@tanstack/react-query';
import { circleResponseSchema, type CreateCircleRequest } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { circlesQueryKey } from './circle-query-keys';

/** `POST /api/circles`: moves no money (the creator pays like everyone, instalment by instalment). */
export function useCreateCircle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCircleRequest) =>
      apiFetch('/circles', { method: 'POST', json: body, schema: circleResponseSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: circlesQueryKey }),
  });
}
