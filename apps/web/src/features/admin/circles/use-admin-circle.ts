import { useQuery } from '@tanstack/react-query';
import { circleDetailResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/admin/circles/{id}`: any circle, read-only, as its members see it. */
export function useAdminCircle(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'circle', id],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/admin/circles/${id}`, { signal, schema: circleDetailResponseSchema }))
        .circle,
    enabled: id !== null,
    retry: false,
  });
}
