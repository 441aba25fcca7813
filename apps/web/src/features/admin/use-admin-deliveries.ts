import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminDelivery } from '@faza/shared';
import { apiFetch } from '../../lib/api-client';

export type DeliveriesFilter = 'open' | 'delivered' | 'cancelled';

/** `GET /api/admin/deliveries?status=`: open ones Premium Plus first, then Premium, then Basic. */
export function useAdminDeliveries(status: DeliveriesFilter) {
  return useQuery({
    queryKey: ['admin', 'deliveries', status],
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ deliveries: AdminDelivery[] }>(`/admin/deliveries?status=${status}`, {
          signal,
        })
      ).deliveries,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
