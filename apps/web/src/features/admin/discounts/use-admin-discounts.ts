import { useQuery } from '@tanstack/react-query';
import { adminDiscountsResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

const adminDiscountsKey = ['admin', 'discounts'] as const;

/** `GET /api/admin/discounts`: every Premium Plus discount rule, ended ones too. */
export function useAdminDiscounts() {
  return useQuery({
    queryKey: adminDiscountsKey,
    queryFn: ({ signal }) =>
      apiFetch('/admin/discounts', { signal, schema: adminDiscountsResponseSchema }),
  });
}
