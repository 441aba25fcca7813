import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCirclesResponseSchema, type AdminCirclesQuery } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/circles?state=&kind=&q=`; the last results stay while the next load. */
export function useAdminCircles(filter: AdminCirclesQuery) {
  return useQuery({
    queryKey: ['admin', 'circles', filter],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(filter)) if (v) params.set(k, v);
      return (
        await apiFetch(`/admin/circles?${params}`, { signal, schema: adminCirclesResponseSchema })
      ).circles;
    },
    placeholderData: keepPreviousData,
  });
}
