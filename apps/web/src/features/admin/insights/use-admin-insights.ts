import { useQuery } from '@tanstack/react-query';
import { adminInsightsSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/insights?from=&to=`: the staff figures for a range of Lagos days. */
export function useAdminInsights(from: string, to: string) {
  return useQuery({
    queryKey: ['admin', 'insights', from, to],
    queryFn: ({ signal }) =>
      apiFetch(`/admin/insights?from=${from}&to=${to}`, { signal, schema: adminInsightsSchema }),
    retry: false,
  });
}
