import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDeliveriesResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

export type DeliveriesFilter = 'open' | 'delivered' | 'cancelled';

/** `GET /api/admin/deliveries?status=`: open ones Premium Plus first, then Premium, then Basic. */
export function useAdminDeliveries(status: DeliveriesFilter) {
  return useQuery({
    queryKey: ['admin', 'deliveries', status],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/deliveries?status=${status}`, {
          signal,
          schema: adminDeliveriesResponseSchema,
        })
      ).deliveries,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
