import { useQuery } from '@tanstack/react-query';
import { adminTopUpsResponseSchema } from '@faza/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /api/admin/topups?status=…`: bank transfers waiting for staff (`pending`), or every top-up
 * sent to staff review (`needs_review`).
 */
export function useAdminTopUps(status: 'pending' | 'needs_review') {
  return useQuery({
    queryKey: ['admin', 'topups', status],
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`/admin/topups?status=${status}`, {
          signal,
          schema: adminTopUpsResponseSchema,
        })
      ).topups,
    refetchInterval: 60_000,
    retry: false,
  });
}
