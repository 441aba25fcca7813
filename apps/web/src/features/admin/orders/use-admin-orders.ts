import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminOrdersResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

export type OrdersFilter = { status?: string; method?: string; q?: string };

/** `GET /api/admin/orders?status=&method=&q=`; the last results stay while the next load. */
export function useAdminOrders(filter: OrdersFilter) {
  return useQuery({
    queryKey: ['admin', 'orders', filter],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v);
      return (
        await apiFetch(`/admin/orders?${params}`, { signal, schema: adminOrdersResponseSchema })
      ).orders;
    },
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
