import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliverySchema, riderRunResponseSchema, type RiderStep } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';
import { newIdempotencyKey } from '../../lib/idempotency-key';

const runKey = ['rider-run'] as const;

/** `GET /api/rider/deliveries`: the rider's open deliveries in slot order. */
export function useRiderRun() {
  return useQuery({
    queryKey: runKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/rider/deliveries', { signal, schema: riderRunResponseSchema })).deliveries,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}

/** `POST /api/rider/deliveries/{id}/status`. */
export function useRiderStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: RiderStep; code?: string; reason?: string }) =>
      apiFetch(`/rider/deliveries/${input.id}/status`, {
        method: 'POST',
        headers: { 'Idempotency-Key': newIdempotencyKey() },
        json: { status: input.status, code: input.code, reason: input.reason },
        schema: deliverySchema,
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: runKey }),
  });
}
