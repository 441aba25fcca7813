import { useQuery } from '@tanstack/react-query';
import { deliveriesResponseSchema } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export const deliveriesQueryKey = ['deliveries'] as const;

/** `GET /api/deliveries`: the customer's deliveries, newest first; fresh on every visit. */
export function useDeliveries() {
  return useQuery({
    queryKey: deliveriesQueryKey,
    queryFn: async ({ signal }) =>
      (await apiFetch('/deliveries', { signal, schema: deliveriesResponseSchema })).deliveries,
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });
}
